"""Adaptive pooling edge cases (st ops/gpu test_adaptive_avg_pool2d_op / adaptive_max_pool2d_op /
adaptive_avg_pool1d / avgpool_op variants, adapt39gpu), MindSpore 2.10 in both modes: AdaptiveAvgPool2D takes a 3-D or
4-D x with no empty dimension (ValueError; msgraph pooled a 5-D x and returned NaN windows for an empty one), an
output size 0 gives an empty result and a negative one is a ValueError; AdaptiveMaxPool2D reads -1 as None (keep the
axis; msgraph raised), 0 is a RuntimeError, an empty batch gives an empty result; adaptive_avg_pool1d wants an int
output_size >= 1 (None a TypeError); AvgPool with data_format 'NHWC' is a RuntimeError on CPU."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit_error


class Net(nn.Cell):
    def __init__(self, p):
        super().__init__()
        self.p = p

    def construct(self, x):
        return self.p(x)


X4 = np.arange(2 * 3 * 5 * 7).reshape(2, 3, 5, 7) % 11 - 4.5
X5 = np.arange(1 * 2 * 4 * 5 * 6).reshape(1, 2, 4, 5, 6) % 13 - 6.0
X31 = np.arange(2 * 3 * 6).reshape(2, 3, 6) % 5 - 2.0
emit_error("aap2d_5d", lambda: Net(P.AdaptiveAvgPool2D((2, 3)))(Tensor(X5, ms.float32)))
emit_error("aap2d_empty_batch", lambda: Net(P.AdaptiveAvgPool2D((2, 3)))(Tensor(np.zeros((0, 3, 5, 7)), ms.float32)))
emit_error("aap2d_empty_h", lambda: Net(P.AdaptiveAvgPool2D((2, 3)))(Tensor(np.zeros((1, 3, 0, 7)), ms.float32)))
emit_error("aap2d_size_0", lambda: Net(P.AdaptiveAvgPool2D((0, 2)))(Tensor(X4, ms.float32)))
emit_error("aap2d_size_neg", lambda: Net(P.AdaptiveAvgPool2D((-1, 2)))(Tensor(X4, ms.float32)))
emit_error("aap2d_fn_size_neg", lambda: ops.adaptive_avg_pool2d(Tensor(X4[0], ms.float32), (-1, 2)))
emit_error("aap2d_ok", lambda: Net(P.AdaptiveAvgPool2D((2, 3)))(Tensor(X4, ms.float32)))
emit_error("amp2d_size_minus1", lambda: Net(nn.AdaptiveMaxPool2d((-1, 2)))(Tensor(X4, ms.float32)))
emit_error("amp2d_fn_size_minus1", lambda: ops.adaptive_max_pool2d(Tensor(X4[0], ms.float32), (-1, 2)))
emit_error("amp2d_size_0", lambda: Net(nn.AdaptiveMaxPool2d((0, 2)))(Tensor(X4, ms.float32)))
emit_error("amp2d_empty_batch", lambda: Net(nn.AdaptiveMaxPool2d((2, 3)))(Tensor(np.zeros((0, 3, 5, 7)), ms.float32)))
emit_error("aap1d_fn_none", lambda: ops.adaptive_avg_pool1d(Tensor(X31, ms.float32), None))
emit_error("aap1d_fn_0", lambda: ops.adaptive_avg_pool1d(Tensor(X31, ms.float32), 0))
emit_error("aap1d_fn_3", lambda: ops.adaptive_avg_pool1d(Tensor(X31, ms.float32), 3))
emit_error("avgpool_nhwc", lambda: Net(P.AvgPool(kernel_size=2, strides=2, data_format="NHWC"))(
    Tensor(X4, ms.float32)))
