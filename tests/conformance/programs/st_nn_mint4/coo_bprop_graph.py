"""Gradients through a COOTensor built by jit code (tests/st/sparse test_coo.py test_coo_bprop): the indices get
zeros (no gradient through a sparse tensor's index parts), the values the gradient; COOTensor.to_csr in graph
code and eagerly."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, COOTensor, ops, jit
from _conf import emit

# jit functions differentiated as the st test does (in Graph mode; MindSpore's PyNative gradient of a jit function
# returning a sparse tensor gives the values zeros)
MODES = ("graph",)

grad_op = ops.GradOperation(get_all=True)
indices = Tensor([[1, 2], [0, 1], [1, 0]], dtype=ms.int32)
values = Tensor([-1, 2, 3], dtype=ms.float32)


@jit
def f_coo(i, v, s):
    return COOTensor(i, v, s)


@jit
def f_indices(i, v, s):
    return COOTensor(i, v, s).indices


@jit
def f_cast(i, v, s):
    return COOTensor(i, v, s).astype(ms.int32)


@jit
def f_abs(i, v, s):
    return COOTensor(i, v, s).abs()


@jit
def f_csr(i, v, s):
    return COOTensor(i, v, s).to_csr()


@jit
def f_csr_parts(i, v, s):
    c = COOTensor(i, v, s).to_csr()
    return c.indptr, c.indices, c.values * 2


for name, f in (("coo", f_coo), ("indices", f_indices), ("cast", f_cast), ("abs", f_abs), ("csr", f_csr)):
    emit("grad_" + name, grad_op(f)(indices, values, (3, 4)))
emit("csr_parts_graph", f_csr_parts(indices, values, (3, 4)))
c = COOTensor(indices, values, (3, 4)).to_csr()
emit("csr_parts_eager", (c.indptr, c.indices, c.values, c.shape))
