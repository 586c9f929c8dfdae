"""COOTensor / CSRTensor built by graph code from its Tensor inputs (tests/st/sparse test_coo.py,
test_csr.py, test_control_flow.py): joined by a Tensor if, carried by a Tensor while (also with a
``return`` inside the loop), returned whole; and MindSpore's text of a sparse tensor."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, COOTensor, CSRTensor
from _conf import emit, emit_stdout


def parts(x):
    return tuple(p for p in (getattr(x, "indptr", None), x.indices, x.values) if p is not None) + (x.shape,)


class COODouble(nn.Cell):
    def construct(self, x):
        return COOTensor(x.indices, x.values * 2, x.shape)


class COOAdd2(nn.Cell):
    def construct(self, x):
        return COOTensor(x.indices, x.values + 2, x.shape)


class COOIf(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op1 = COODouble()
        self.op2 = COOAdd2()

    def construct(self, a, b, indices, values):
        x = COOTensor(indices, values, (3, 4))
        if a > b:
            x = self.op1(x)
        else:
            x = self.op2(x)
        return x.indices, x.values, x.shape


class COOWhile(nn.Cell):
    def construct(self, a, b, indices, values):
        x = COOTensor(indices, values, (3, 4))
        while a > b:
            x = COOTensor(indices, x.values * 3, (3, 4))
            b = b + 1
        return x


def csr_add(csr, v):
    return CSRTensor(csr.indptr, csr.indices, csr.values + v, csr.shape)


class CSRWhileReturn(nn.Cell):
    def construct(self, x, y):
        out = y
        for _ in range(3):
            out = csr_add(out, y.values)
        while x < 5:
            out = csr_add(out, out.values)
            if x > 1:
                return out
            x = x + 1
        return out


class CSRWhile(nn.Cell):
    def construct(self, x, indptr, indices, values):
        out = CSRTensor(indptr, indices, values, (2, 4))
        while x < 1:
            out = csr_add(out, out.values)
            x = x + 1
        return out


idx = Tensor(np.array([[0, 1], [1, 2]], np.int32))
val = Tensor(np.array([1, 2], np.float32))
emit("coo_if_then", COOIf()(Tensor(3, ms.int32), Tensor(2, ms.int32), idx, val))
emit("coo_if_else", COOIf()(Tensor(0, ms.int32), Tensor(2, ms.int32), idx, val))
out = COOWhile()(Tensor(3, ms.int32), Tensor(0, ms.int32), idx, val)
emit("coo_while_type", type(out).__name__)
emit("coo_while_parts", parts(out))

ptr = Tensor(np.array([0, 1, 2], np.int32))
cols = Tensor(np.array([0, 1], np.int32))
csr = CSRTensor(ptr, cols, val, (2, 4))
out = CSRWhileReturn()(Tensor(-2, ms.int32), csr)
emit("csr_while_return_type", type(out).__name__)
emit("csr_while_return_parts", parts(out))
out = CSRWhile()(Tensor(-2, ms.int32), ptr, cols, val)
emit("csr_while_parts", parts(out))

emit_stdout("coo_text", print, COOTensor(idx, Tensor(np.array([1.5, 2], np.float32)), (3, 4)))
emit_stdout("csr_text", print, CSRTensor(ptr, cols, Tensor(np.array([1, 2], np.float64)), (2, 4)))
emit_stdout("coo_text_int", print, [COOTensor(Tensor(np.array([[0, 1]], np.int64)), Tensor(np.array([7], np.int32)), (2, 2))])
