"""astype value conversions: float->int truncation, bool, float16 rounding, int narrowing."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit

f = Tensor(np.array([-2.7, -0.5, 0.0, 0.5, 2.7, 100.4], np.float32))
emit("to_int32", f.astype(ms.int32))
emit("to_int64", f.astype(ms.int64))
emit("to_bool", f.astype(ms.bool_))
emit("to_f16", f.astype(ms.float16))
emit("to_f64", f.astype(ms.float64))
i = Tensor(np.array([0, 1, -3, 127, 300], np.int32))
emit("int_to_bool", i.astype(ms.bool_))
emit("int_to_f32", i.astype(ms.float32))
emit("int_to_i16", i.astype(ms.int16))
b = Tensor(np.array([True, False]))
emit("bool_to_f32", b.astype(ms.float32))
emit("bool_to_i32", b.astype(ms.int32))
emit("same_dtype", f.astype(ms.float32))
