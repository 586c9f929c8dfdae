"""mindspore.numpy.stack / trapz in MindSpore 2.10 (found widening tests/st/numpy_native to mixed and float64
inputs): stack expands each array and concatenates (int32 with float64 promotes to Float64), trapz computes
in float16/float32 (float64 and integers become float32) as sum((y[1:]*dx + y[:-1]*dx) / 2). msgraph's stack
raised DTypeError on mixed dtypes and its trapz kept float64."""
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor, nn
from _conf import emit

f64 = Tensor(np.array([0.3, -0.7, 2.5, 0.]))
i32 = Tensor(np.array([1, -2, 3, 0], np.int32))
f16 = Tensor(np.array([0.3, -0.7, 2.5, 0.], np.float16))
y2 = Tensor(np.arange(12.).reshape(3, 4) * 0.7)
emit("trapz_f64", mnp.trapz(f64))
emit("trapz_i32_dx", mnp.trapz(i32, dx=0.5))
emit("trapz_f16_dx", mnp.trapz(f16, dx=0.3))
emit("trapz_x", mnp.trapz(f64, x=Tensor(np.array([0., 1., 3., 3.5]))))
emit("trapz_axis0", mnp.trapz(y2, axis=0))
emit("trapz_x_axis0", mnp.trapz(y2, x=[0., 2., 5.], axis=0))
emit("trapz_x_last", mnp.trapz(y2, x=[0., 1., 2.5, 3.]))
emit("stack_i32_f64", mnp.stack((i32, f64)))
emit("stack_i32_f16_last", mnp.stack((i32, f16), axis=-1))
emit("stack_axis1", mnp.stack([f64, f64], 1))
emit("stack_tensor", mnp.stack(Tensor(np.arange(6).reshape(2, 3)), 1))


class Net(nn.Cell):
    def construct(self, a, b, y):
        return mnp.stack((a, b)), mnp.trapz(y, axis=0)


emit("cell", Net()(i32, f64, y2))
