"""mindspore.numpy as MindSpore 2.10 has it (found from design/programming_paradigm.md's grad(mnp.tanh)(2.0)):
the trigonometric and hyperbolic functions (sin ... arctanh) take Tensors only, a number or list is the TypeError
"expect Tensor, but got <class '...typing.Float'>"; tril/triu of a vector is numpy's, the square matrix of its copies
(msgraph raised a ShapeError), and of a scalar MindSpore's ValueError."""
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor, nn
from _conf import emit, emit_error

TRIG = ("sin", "cos", "tan", "arcsin", "arccos", "arctan", "sinh", "cosh", "tanh", "arcsinh", "arccosh", "arctanh")
if ms.get_context("mode") == ms.PYNATIVE_MODE:
    for name in TRIG:
        emit_error(f"{name}_float", getattr(mnp, name), 0.5)
        emit_error(f"{name}_list", getattr(mnp, name), [0.5, 0.25])
    emit("tril_list", mnp.tril([1.0, 2.0, 3.0]))
    emit("triu_list_k1", mnp.triu([1, 2, 3], 1))
    emit_error("tril_scalar", mnp.tril, 2.0)


class Tri(nn.Cell):
    def __init__(self, fn, k):
        super().__init__()
        self.fn, self.k = fn, k

    def construct(self, x):
        return self.fn(x, self.k)


v = Tensor(np.arange(1, 5, dtype=np.float32))
for k in (0, 1, -1):
    emit(f"tril_vector_k{k}", Tri(mnp.tril, k)(v))
    emit(f"triu_vector_k{k}", Tri(mnp.triu, k)(v))
emit("tril_int_vector", Tri(mnp.tril, 0)(Tensor(np.arange(3, dtype=np.int32))))
emit("triu_matrix", Tri(mnp.triu, 0)(Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))))
