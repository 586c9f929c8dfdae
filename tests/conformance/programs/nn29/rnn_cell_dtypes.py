"""nn.RNNCell / GRUCell / LSTMCell take float16 / float32 inputs and states only (MindSpore 2.10's TypeError,
naming 'x', 'hx', 'hx[0]' or 'hx[1]'); float16 cells still run; a feature size that does not fit is
MatMul's ValueError."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_error
from _nn29_util import det, setp

x64, h64 = det((2, 3), "float64"), det((2, 2), "float64")
x32, h32 = det((2, 3)), det((2, 2))
for cls in (nn.RNNCell, nn.GRUCell):
    cell = setp(cls(3, 2))
    emit_error(f"{cls.__name__}_x64", lambda: cell(x64, h32))
    emit_error(f"{cls.__name__}_h64", lambda: cell(x32, h64))
    emit_error(f"{cls.__name__}_int", lambda: cell(Tensor(np.ones((2, 3), np.int32)), h32))
cell = setp(nn.LSTMCell(3, 2))
emit_error("LSTMCell_x64", lambda: cell(x64, (h32, h32)))
emit_error("LSTMCell_h0_64", lambda: cell(x32, (h64, h32)))
emit_error("LSTMCell_h1_64", lambda: cell(x32, (h32, h64)))
cell16 = setp(nn.GRUCell(3, 2, dtype=ms.float16))
emit("GRUCell_f16", cell16(det((2, 3), "float16"), det((2, 2), "float16")), rtol=2e-3, atol=2e-3)
# a feature size that does not fit: MindSpore's MatMul shape check (x first, then the state)
z = lambda *s: Tensor(np.zeros(s, np.float32))  # noqa: E731
emit_error("GRUCell_bad_h", lambda: nn.GRUCell(3, 2)(z(2, 3), z(2, 3)))
emit_error("RNNCell_bad_x", lambda: nn.RNNCell(3, 2)(z(2, 5), z(2, 2)))
emit_error("LSTMCell_bad_h", lambda: nn.LSTMCell(3, 2)(z(2, 3), (z(2, 4), z(2, 2))))
emit_error("LSTMCell_bad_both", lambda: nn.LSTMCell(3, 2)(z(2, 4), (z(2, 4), z(2, 2))))
