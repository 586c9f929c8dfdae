"""mindspore.numpy.asfarray with a non-float dtype gives float32 (tests/st/numpy_native test_array_creations.py
test_asfarray: numpy gives float64 there, MindSpore float32; neither keeps the int dtype)."""
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from _conf import emit

a = [1.1, 2.5, -3.0]
for name, dt in [("int32", mnp.int32), ("uint8", mnp.uint8), ("bool", mnp.bool_), ("str_int32", "int32"),
                 ("float16", mnp.float16), ("float64", mnp.float64)]:
    emit(f"list_{name}", mnp.asfarray(a, dt))
emit("default", mnp.asfarray([1, 2, 3]))
emit("none", mnp.asfarray([1, 2, 3], None))
emit("tensor_int", mnp.asfarray(ms.Tensor(np.array([1, 2], np.int32)), mnp.int64))
emit("tensor_f64", mnp.asfarray(ms.Tensor(np.array([1, 2], np.int32)), mnp.float64))
