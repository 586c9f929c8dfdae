"""adapt38pn: a Tensor compared with ``==`` / ``!=`` to anything but a Python int / float (bool, numpy.float64) or a
Tensor -- numpy scalars such as numpy.int64 / numpy.float32 / numpy.bool_, numpy arrays -- is plain False / True
in MindSpore 2.10 (Tensor.__eq__ / __ne__); msgraph compared elementwise (SILENT) or raised for arrays."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit

t = Tensor(np.array([1.0, 2.0], np.float32))
ti = Tensor(np.array([1, 2], np.int32))
tb = Tensor(np.array([True, False]))
emit("eq_np_int8", t == np.int8(2))
emit("eq_np_int64", ti == np.int64(2))
emit("eq_np_float32", t == np.float32(1))
emit("eq_np_bool", tb == np.bool_(True))
emit("eq_np_float16", ti == np.float16(1))
emit("eq_np_array", t == np.array([1.0, 3.0], np.float32))
emit("eq_np_0d", t == np.array(1.0))
emit("ne_np_int64", ti != np.int64(2))
emit("ne_np_float32", t != np.float32(1))
emit("ne_np_array", t != np.array([1.0, 3.0], np.float32))
emit("eq_np_float64", t == np.float64(1))   # a Python float: elementwise
emit("eq_int", ti == 2)
emit("eq_bool", tb == True)  # noqa: E712
emit("eq_tensor", t == Tensor(np.array([1.0, 5.0], np.float32)))
emit("ne_float", t != 2.0)
