"""Atan2 of float32 / float16 Tensors, printed: MindSpore 2.10's CPU kernel is correctly rounded.

st ops/cpu test_atan2_op.py prints ``Atan2()(x, x)`` for x = [1, 2, 3, 4, 5]: MindSpore shows
``[0.7853982 0.7853982 ...]`` (pi/4 rounded to float32), msgraph showed ``[0.7853981 ...]``: numpy's float32
arctan2 is an ulp off in ~38% of random float32 pairs (measured over 200000: MindSpore's values are the float64
arctan2 rounded to float32 in all of them; float16: rounded again from that float32).  SILENT: an ulp, which the
test's np.allclose hid and print shows.  (Session 49 printed-output comparison.)"""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit, emit_stdout

x = Tensor(np.array([1, 2, 3, 4, 5], np.float32))
emit_stdout("st_case", lambda: print(ops.Atan2()(x, x)))

a = (np.arange(-24, 24, dtype=np.float32) / np.float32(3.7)).reshape(6, 8)
b = (np.arange(48, dtype=np.float32)[::-1] / np.float32(5.3) - np.float32(4.1)).reshape(6, 8)
out = ops.atan2(Tensor(a), Tensor(b))
emit_stdout("grid_str", lambda: print(out))
emit("grid_bits", out.asnumpy().view(np.int32).tolist())
emit("tensor_method_bits", Tensor(b).atan2(Tensor(a)).asnumpy().view(np.int32).tolist())
h = ops.atan2(Tensor(a.astype(np.float16)), Tensor(b.astype(np.float16)))
emit("f16_bits", h.asnumpy().view(np.int16).tolist())
