"""Tensor.to's overloads (found by the adapt35t sweep s4_errors of st/tensor/overload): MindSpore 2.10 takes
`x.to(dtype)`, `x.to('cpu')`, `x.to('cpu', dtype)`, `x.to(other_tensor)` (other's dtype), `x.to(dtype, copy=True)`
and `x.to(None)` (the dtype kept); a string that is no device ('float32') is a ValueError and an int or a numpy type
the overload TypeError.  msgraph cast to whatever it got ('float32', np.float16) and rejected the others."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error

x = Tensor(np.array([1.5, -2.0], np.float32))
CASES = {
    "str_dtype": lambda: x.to('float32'), "np_type": lambda: x.to(np.float16), "cpu": lambda: x.to('cpu'),
    "CPU": lambda: x.to('CPU'), "cpu_dtype": lambda: x.to('cpu', ms.int32), "dtype": lambda: x.to(ms.int32),
    "kw_dtype": lambda: x.to(dtype=ms.int8), "tensor_self": lambda: x.to(x), "tensor_int8": lambda: x.to(Tensor(np.int8(1))),
    "copy": lambda: x.to(ms.int32, copy=True), "none": lambda: x.to(None), "int": lambda: x.to(1),
}
for name, fn in CASES.items():
    emit_error(name, fn)


class N(nn.Cell):
    def construct(self, x):
        return x.to(ms.int32), x.to(dtype=ms.float16), x.to(x)


emit_error("cell", lambda: N()(x))
emit("done", 1)
