"""Adapted from tests/st/sparse/test_csr.py: CSRTensor.mv / mm / sum inside @ms.jit and a Graph-mode Cell.
MindSpore 2.10 compiles these graphs' CSR kernels with AKG, which imports the `decorator` package: record with it
importable (e.g. a --python wrapper adding it to PYTHONPATH); without it MindSpore fails with
"ModuleNotFoundError: No module named 'decorator'" / "Response is empty"."""
import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore import Tensor, CSRTensor, COOTensor, ops, jit
from mindspore import dtype as mstype
import mindspore.ops.functional as F
from _conf import emit, emit_error

IP = Tensor([0, 1, 4, 6], mstype.int32)
IX = Tensor([3, 0, 1, 2, 1, 3], mstype.int32)
V = Tensor(np.array([1, -2, 3, 0, 5, -6], np.float32))


@jit
def csr_mv_method(ip, ix, v, d):
    return CSRTensor(ip, ix, v, (3, 4)).mv(d)


@jit
def csr_mm_method(ip, ix, v, d):
    return CSRTensor(ip, ix, v, (3, 4)).mm(d)


@jit
def csr_sum_method(ip, ix, v):
    return CSRTensor(ip, ix, v, (3, 4)).sum(1)


class MvNet(nn.Cell):
    def construct(self, ip, ix, v, d):
        x = CSRTensor(ip, ix, v, (3, 4))
        return x.mv(d), x.sum(1), x.mm(d)


emit("jit_csr_mv", csr_mv_method(IP, IX, V, Tensor(np.array([[1], [2], [3], [4]], np.float32))))
emit("jit_csr_mm", csr_mm_method(IP, IX, V, Tensor(np.arange(8).reshape(4, 2).astype(np.float32))))
emit("jit_csr_sum", csr_sum_method(IP, IX, V))
emit("cell_csr_methods", MvNet()(IP, IX, V, Tensor(np.array([[1], [0], [-1], [2]], np.float32))))
