"""Gradients with respect to COOTensor / CSRTensor inputs (tests/st/sparse test_control_flow.py,
test_coo.py, test_csr.py): GradOperation(get_all=True) returns a sparse tensor of the input's kind,
its indices kept and its values the gradient of the values."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, COOTensor, CSRTensor
from _conf import emit, emit_error


def parts(x):
    if isinstance(x, (COOTensor, CSRTensor)):
        return (type(x).__name__,) + tuple(p for p in (getattr(x, "indptr", None), x.indices, x.values)
                                           if p is not None) + (x.shape,)
    return x


def csr():
    return CSRTensor(Tensor([0, 1, 2], ms.int32), Tensor([0, 1], ms.int32), Tensor([1., 2.], ms.float32), (2, 4))


def coo():
    return COOTensor(Tensor([[0, 1], [1, 2]], ms.int32), Tensor([1., 2.], ms.float32), (3, 4))


def csr_add(c, v):
    return CSRTensor(c.indptr, c.indices, c.values + v, c.shape)


class CSRWhile(nn.Cell):
    def construct(self, x, y):
        out = y
        while x < 1:
            out = csr_add(out, out.values)
            x += 1
        return out


class CSRScale(nn.Cell):
    def construct(self, y, w):
        return y.values * w


class COOToDense(nn.Cell):
    def construct(self, y):
        return y.to_dense() * 3


class COOValues(nn.Cell):
    def construct(self, w, y):
        return COOTensor(y.indices, y.values * w, y.shape)


def conv(out):
    return [parts(o) for o in out] if isinstance(out, tuple) else parts(out)


def run(label, fn):
    emit_error(label, lambda: conv(fn()))


run("csr_while_get_all", lambda: ops.GradOperation(get_all=True)(CSRWhile())(Tensor(-2, ms.int32), csr()))
run("csr_values_mul_get_all", lambda: ops.GradOperation(get_all=True)(CSRScale())(csr(), Tensor(3., ms.float32)))
run("csr_first_input", lambda: ops.GradOperation()(CSRScale())(csr(), Tensor(3., ms.float32)))
run("coo_to_dense_get_all", lambda: ops.GradOperation(get_all=True)(COOToDense())(coo()))
run("coo_out_sens", lambda: ops.GradOperation(get_all=True, sens_param=True)(COOValues())(
    Tensor(2., ms.float32), coo(), COOTensor(Tensor([[0, 1], [1, 2]], ms.int32), Tensor([1., 5.], ms.float32), (3, 4))))
