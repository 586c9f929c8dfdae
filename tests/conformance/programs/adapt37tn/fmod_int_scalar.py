"""Tensor.fmod / ops.fmod of an integer Tensor by a Python int outside the Tensor's range or negative (found by the
adapt37tn variant sweep of st/tensor/overload/test_fmod.py): MindSpore 2.10 keeps the number as it is, so uint8
fmod -3 is x fmod 3 ([3, 128, 255] -> [0, 2, 0]) and int8 fmod 200 is x itself.  msgraph wrapped the number into
the Tensor's dtype first (-3 -> 253, 200 -> -56: [3, 128, 2] and [-16, 15, 5])."""
import numpy as np
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error

# Graph mode: fmod's composite (input - div(input, other, "trunc") * other) of int8 / uint8 is "Kernel select failed"
# (Sub of Int8 and Int32) in MindSpore's CPU, which has no such kernel; msgraph computes as PyNative does
FOLLOW_PYNATIVE = {
    "uint8_cell_2": "MindSpore's CPU: Kernel select failed (Sub of int8/uint8 with Int32)",
    "uint8_cell_200": "MindSpore's CPU: Kernel select failed (Sub of int8/uint8 with Int32)",
    "uint8_cell_70000": "MindSpore's CPU: Kernel select failed (Sub of int8/uint8 with Int32)",
    "int8_cell_2": "MindSpore's CPU: Kernel select failed (Sub of int8/uint8 with Int32)",
    "int8_cell_200": "MindSpore's CPU: Kernel select failed (Sub of int8/uint8 with Int32)",
    "int8_cell_70000": "MindSpore's CPU: Kernel select failed (Sub of int8/uint8 with Int32)",
}


class Fmod(nn.Cell):
    def __init__(self, d):
        super().__init__()
        self.d = d

    def construct(self, x):
        return x.fmod(self.d)


vals = {np.uint8: [3, 128, 127, 0, 255, 5, 249], np.int8: [-128, 127, 5, -7, 0, 100],
        np.int16: [-32768, 32767, 300, -7], np.int32: [7, -7, 100000, -123456]}
for dt, v in vals.items():
    x = Tensor(np.array(v, dt))
    n = np.dtype(dt).name
    for d in (-3, 2, 200, -300, 70000):
        emit_error(f"{n}_method_{d}", lambda: x.fmod(d))
        emit_error(f"{n}_ops_{d}", lambda: ops.fmod(x, d))
        if d > 0:
            emit_error(f"{n}_cell_{d}", lambda: Fmod(d)(x))
# a 0-d Int64 Tensor divisor is kept the same way (uint8 fmod Tensor(-3) is UInt8 [0, 2, ...]; msgraph: Int64, 257)
for dt, v in vals.items():
    x = Tensor(np.array(v, dt))
    for d in (-3, 200):
        emit_error(f"{np.dtype(dt).name}_tensor0d_{d}", lambda: x.fmod(Tensor(np.array(d, np.int64))))
