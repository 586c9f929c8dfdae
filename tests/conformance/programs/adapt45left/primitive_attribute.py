"""Attributes of a primitive in graph code (session 44's Left, adapt45left): MindSpore 2.10's Graph mode holds a
primitive as a function there -- ``ops.ReLU().add_prim_attr("k", 1)``, ``self.relu.add_prim_attr(...)``, ``p.name``,
``p.attrs`` in a Cell's construct or a jit function are its AttributeError ("'Function' object has no attribute");
msgraph ran them as Python.  PyNative runs them (a Cell's construct is Python there)."""
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit_error

x = Tensor([-1.0, 2.0])


class AttrPrim(nn.Cell):
    def __init__(self):
        super().__init__()
        self.relu = ops.ReLU()

    def construct(self, x):
        r = self.relu.add_prim_attr("k", 1)
        return r(x)


class NewPrim(nn.Cell):
    def construct(self, x):
        return P.Add().add_prim_attr("k", 1)(x, x)


class Name(nn.Cell):
    def construct(self, x):
        p = ops.ReLU()
        return p.name, p(x)


class Attrs(nn.Cell):
    def construct(self, x):
        p = ops.ReLU()
        return len(p.attrs), p(x)


@ms.jit
def f(x):
    return ops.ReLU().add_prim_attr("k", 1)(x)


emit_error("cell_attribute_add_prim_attr", lambda: AttrPrim()(x))
emit_error("new_primitive_add_prim_attr", lambda: NewPrim()(x))
emit_error("primitive_name", lambda: Name()(x))
emit_error("primitive_attrs", lambda: Attrs()(x))
emit_error("jit_function_add_prim_attr", lambda: f(x))
