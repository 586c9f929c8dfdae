"""Small Tensor behaviours of MindSpore 2.10's st tensor tests: nextafter of float32 (computed in float64 and
rounded back on CPU), a Python int beyond int64/uint64 (RuntimeError), Tensor._offload / Parameter._load."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, ops
from _conf import emit, emit_error

a = Tensor(np.array([0.0, 1.0, 0.4, -2.5], np.float32))
b = Tensor(np.array([1.0, 0.0, 0.5, -3.0], np.float32))
emit("nextafter_float32", ops.nextafter(a, b))
emit("nextafter_method", a.nextafter(b))
emit("nextafter_float64", ops.nextafter(Tensor(np.array([0.0, 1.0], np.float64)), Tensor(np.array([1.0, 0.0]))))
emit_error("int_beyond_uint64", Tensor, 2 ** 64)
emit_error("int_beyond_int64_typed", Tensor, 2 ** 64, ms.int64)
emit("uint64_range_int", Tensor(2 ** 63))
emit("offload", Tensor([1.0])._offload())
emit("parameter_load", Parameter(Tensor([1.0]), name="p")._load())
