"""tests/ut/python/pipeline/infer/test_net_infer.py::test_invalid_primitive adapted: ``ops.Primitive(name)`` runs
the op of that name (``Primitive("Add")(x, x)``); an unknown name is MindSpore's RuntimeError when called (in
graph code: "Operator 'invalid_prim' is invalid, ..."; eager: "prim:invalid_prim has no attr:__infer__").
msgraph raised AttributeError on its missing op definition in both cases."""
import numpy as np
from mindspore import Tensor, jit, ops
from _conf import emit, emit_error

x = Tensor(np.array([1.0, 2.5, -3.0], np.float32))
add = ops.Primitive("Add")
neg = ops.Primitive("Neg")
invalid = ops.Primitive("invalid_prim")
emit("names", [add.name, neg.name, invalid.name, repr(invalid)])


@jit
def call_add(a):
    return add(a, a), neg(a)


@jit
def call_invalid(a):
    return invalid(a)


emit_error("add_eager", add, x, x)
emit_error("neg_eager", neg, x)
emit_error("by_name_jit", call_add, x)
emit_error("invalid_eager", invalid, x)
emit_error("invalid_jit", call_invalid, x)
