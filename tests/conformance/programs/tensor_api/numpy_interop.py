"""numpy interop: np functions on Tensors, ndarray op Tensor, Tensor op numpy scalar."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error

t = Tensor(np.array([1.0, 2.0], np.float32))
emit("np_asarray", np.asarray(t))
emit("np_sum", float(np.sum(t.asnumpy())))
emit("tensor_plus_np_scalar", t + np.float32(1.0))
emit("tensor_times_np_int", t * np.int64(2))
emit("np_f64_scalar_dtype", str((t + np.float64(1.0)).dtype))
