"""adapt40sx: ``Tensor == seq`` / ``Tensor != seq`` with a list / tuple of numbers (MindSpore 2.10 CPU; adapted from
st compiler/graph_syntax/operators and syntax/simple_expression/test_compare over operand kinds).

MindSpore compares them as Python objects in both modes and for every dtype: ``x == (2, 1, 1)`` is the Python
False, ``!=`` True (also ``(2, 1, 1) == x``).  In graph code msgraph raised Equal's TypeError "Failed calling Equal"
for float16 / float32 / float64 Tensors (int and bool Tensors gave False already)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error


@ms.jit
def eq(x, y):
    return x == y


@ms.jit
def ne(x, y):
    return x != y


@ms.jit
def req(x, y):
    return y == x


class EqNet(nn.Cell):
    def construct(self, x):
        return x == [3.0, 1.0, 2.0], x != (3, 1, 2)


for name, dt in (("f16", np.float16), ("f32", np.float32), ("f64", np.float64), ("i32", np.int32), ("b", np.bool_)):
    x = Tensor(np.array([3, 1, 2]).astype(dt))
    emit_error("eq_tuple_" + name, lambda: eq(x, (2, 1, 1)))
    emit_error("eq_list_" + name, lambda: eq(x, [3, 1, 2]))
    emit_error("ne_tuple_" + name, lambda: ne(x, (2.0, 1.0, 1.0)))
    emit_error("req_tuple_" + name, lambda: req(x, (3, 1, 2)))
    emit_error("cell_" + name, lambda: EqNet()(x))
emit("eager_eq_tuple_f32", Tensor(np.array([3, 1], np.float32)) == (3, 1))
