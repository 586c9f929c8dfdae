"""ops.fractional_max_pool2d / fractional_max_pool3d and P.FractionalMaxPool3DWithFixedKsize with given random samples
(st test_ops_fractional_max_pool, test_fractionalmaxpool3dwithfixedksize): window starts from the samples (per axis,
per plane), output_size / output_ratio, 3-D (unbatched) inputs, indices; eagerly and in a Cell (MindSpore 2.10's CPU gradient kernel of these
rejects float32 inputs: not recorded)."""
import numpy as np
from mindspore import Tensor, nn, ops
from _conf import emit

x2 = Tensor((np.cos(np.arange(2 * 2 * 7 * 9) * 1.3) * 5).reshape(2, 2, 7, 9).astype(np.float32))
s2 = Tensor(np.array([[[0.2, 0.7], [0.9, 0.1]], [[0.5, 0.5], [0.05, 0.95]]], np.float32))
x3 = Tensor((np.sin(np.arange(1 * 2 * 5 * 6 * 7) * 0.7) * 3).reshape(1, 2, 5, 6, 7).astype(np.float32))
s3 = Tensor(np.array([[[0.3, 0.6, 0.9], [0.8, 0.1, 0.45]]], np.float32))


class FMP(nn.Cell):
    def construct(self, x2, s2, x3, s3):
        return (ops.fractional_max_pool2d(x2, 2, output_size=(3, 4), return_indices=True, _random_samples=s2),
                ops.fractional_max_pool2d(x2, (3, 2), output_ratio=(0.5, 0.5), return_indices=True,
                                          _random_samples=s2),
                ops.fractional_max_pool3d(x3, (2, 2, 3), output_size=(3, 3, 2), return_indices=True,
                                          _random_samples=s3),
                ops.fractional_max_pool3d(x3, 1, output_ratio=(0.5, 0.5, 0.5), return_indices=True,
                                          _random_samples=s3))


emit("fmp_eager_and_cell", FMP()(x2, s2, x3, s3))
emit("fmp2d_unbatched", ops.fractional_max_pool2d(x2[0], 2, output_size=(3, 3), _random_samples=s2[:1]))
emit("fmp3d_prim", ops.FractionalMaxPool3DWithFixedKsize((1, 2, 2), (2, 3, 3))(x3, s3))

