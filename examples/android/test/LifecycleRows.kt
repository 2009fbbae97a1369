package stadium.test

fun registerLifecycleTable() {}
