"""mindspore.numpy.amax / amin refuse a non-scalar ``initial`` (a list, a tuple, a 1-d Tensor, a numpy float32)
with MindSpore 2.10's TypeError 'initial must be scalar'; a Python scalar, a bool and a 0-d Tensor work (st
tests/st/numpy_native/test_math_ops.py::test_exception_amax: msgraph broadcast the list as the initial)."""
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from _conf import emit, emit_error

a = mnp.array([[1, 2], [3, 4]]).astype(mnp.float32)
emit_error("amax_list", lambda: mnp.amax(a, initial=[1.0, 2.0]))
emit_error("amin_list", lambda: mnp.amin(a, initial=[1.0, 2.0]))
emit_error("amax_tuple", lambda: mnp.amax(a, initial=(1.0,)))
emit_error("amax_tensor_1d", lambda: mnp.amax(a, initial=ms.Tensor([2.5])))
emit_error("amin_np_float32", lambda: mnp.amin(a, initial=np.float32(2.5)))
emit("amax_float", mnp.amax(a, initial=2.5))
emit("amin_int", mnp.amin(a, axis=0, initial=2))
emit("amax_bool", mnp.amax(a, initial=True))
emit("amax_tensor_0d", mnp.amax(a, axis=1, initial=ms.Tensor(2.5)))
emit("amin_np_float64", mnp.amin(a, initial=np.float64(1.5)))
