"""``mindspore.ops.composite.multitype_ops``: the modules of MindSpore's operator overloads that tests import
(``zeros_like_impl``, ``ones_like_impl``, ``add_impl``)."""
