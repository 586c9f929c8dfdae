"""Tensor(x, dtype=...) conversions."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error

emit("f16", Tensor([1.5, 2.25], dtype=ms.float16))
emit("i8_from_float", Tensor([1.7, -2.7], dtype=ms.int8))
emit("bool_from_int", Tensor([0, 2, -1], dtype=ms.bool_))
emit("f64", Tensor([1, 2], dtype=ms.float64))
emit("i64_from_int", Tensor(3, dtype=ms.int64))
emit("f32_from_bool", Tensor(True, dtype=ms.float32))
emit("u8", Tensor([1, 255], dtype=ms.uint8))
emit("np_in_dtype", Tensor(np.array([1, 2], np.int64), dtype=ms.float32))
emit("positional_dtype", Tensor([1, 2], ms.float16))
emit_error("np_dtype_arg", lambda: Tensor([1, 2], dtype=np.float32))
emit_error("str_dtype_arg", lambda: Tensor([1, 2], dtype="float32"))
emit("ms_tensor_float", ms.tensor([1.0, 2.0]))
emit("ms_tensor_dtype", ms.tensor([1.0, 2.0], dtype=ms.int32))
emit("ms_tensor_int", ms.tensor(5))
