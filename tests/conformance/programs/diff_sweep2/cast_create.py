"""Casting and construction as MindSpore 2.10's CPU: NaN and infinities cast to uint32 are 0 (to int32: INT_MIN,
as numpy); float to int truncates, negative to uint wraps; a list of np.int32 scalars makes an int64 Tensor
(np.int8 / np.int16 lists keep their dtype, np.float64 ones are float32)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from _conf import emit


class Casts(nn.Cell):
    def construct(self, x):
        return (ops.cast(x, ms.uint32), x.astype(ms.uint32), ops.cast(x, ms.int32), ops.cast(x, ms.int64),
                ops.cast(x, ms.uint8), ops.cast(x, ms.int8), ops.cast(x, ms.bool_), ops.cast(x, ms.float16))


emit("cast_special_float32", Casts()(ms.Tensor(np.array([np.nan, np.inf, -np.inf, -1.5, -0.7, 0.7, 255.5, 256.5, 3e9, -3e9], np.float32))))
emit("cast_special_float64", Casts()(ms.Tensor(np.array([np.nan, np.inf, -np.inf, -1.5, -0.7, 0.7, 255.5, 1e20, 3e9, 70000.7]))))
for name, data in (("int32_scalars", [np.int32(1), np.int32(2)]), ("int32_nested", [[np.int32(1)], [np.int32(2)]]),
                   ("int32_arrays", [np.array([1, 2], np.int32)]), ("int8_scalars", [np.int8(1), np.int8(2)]),
                   ("int16_tuple", (np.int16(3),)), ("float64_scalars", [np.float64(1.5)]), ("float16_scalars", [np.float16(1.5)]),
                   ("mixed_int64", [np.int64(1), 2])):
    emit(f"tensor_{name}", ms.Tensor(data))
