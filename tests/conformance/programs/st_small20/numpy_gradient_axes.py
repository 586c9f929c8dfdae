"""mindspore.numpy.gradient (tests/st/numpy_native/test_math_ops.py test_gradient, whose decimal=1e-5 check
tolerates almost anything): MindSpore 2.10 sorts the normalized axes and pairs the spacings with the SORTED
axes, computes f as float32 unless float64 (float16 too), and raises NotImplementedError for coordinate
spacings. msgraph kept numpy's axis order (the results in another order, spacings on other axes), kept
float16 and accepted coordinate arrays."""
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor, nn
from _conf import emit, emit_error

f = Tensor((np.arange(60).reshape(3, 4, 5) ** 2 % 7).astype(np.float32))


class Net(nn.Cell):
    def construct(self, x):
        return mnp.gradient(x, -3, 5, axis=(-1, 0))


emit("axes_-1_1", mnp.gradient(f, -3, axis=(-1, 1)))
emit("axes_-1_0_two_spacings", mnp.gradient(f, -3, 5, axis=(-1, 0)))
emit("axes_list_2_0", mnp.gradient(f, axis=[2, 0]))
emit("all_axes", mnp.gradient(f))
emit("one_axis", mnp.gradient(f, 0.5, axis=-2))
emit("f16_as_f32", mnp.gradient(Tensor(np.array([1, 4, 2, 8], np.float16))))
emit("f64", mnp.gradient(Tensor(np.array([1, 4, 2, 8.5])), 3.0))
emit("int", mnp.gradient(Tensor(np.array([[1, 4, 2], [3, 3, 9]], np.int32)), 2))
emit("two_points", mnp.gradient([1., 5.]))
emit("tensor_spacing", mnp.gradient([1., 5., 2.], Tensor(2.0)))
emit("cell", Net()(f))
emit_error("coordinates", lambda: mnp.gradient([1., 5., 2.], [0., 1., 3.]))
emit_error("edge_order_2", lambda: mnp.gradient([1., 5., 2.], edge_order=2))
emit_error("duplicate_axes", lambda: mnp.gradient(f, axis=(1, 1)))
emit_error("axis_out_of_range", lambda: mnp.gradient(f, axis=3))
emit_error("spacing_count", lambda: mnp.gradient(f, 1., 2.))
emit_error("too_small", lambda: mnp.gradient([[1., 2.]]))
