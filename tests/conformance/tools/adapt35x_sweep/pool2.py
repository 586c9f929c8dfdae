"""ops-level pools / samplers that run on MindSpore's CPU: MaxPoolWithArgmaxV2, grid_sample, interpolate_ext
nearest (test_ops_maxpool_with_argmax_v2 / grid_sample / upsample_nearest patterns)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from mindspore.ops import operations as P
from _h import case

x = Tensor((np.arange(2 * 2 * 5 * 6, dtype=np.float32).reshape(2, 2, 5, 6) * 7 % 11) - 5)
for dt in (np.float32, np.float16, np.float64, np.int32, np.int8, np.uint8):
    xt = Tensor(x.asnumpy().astype(dt))
    n = np.dtype(dt).name
    for args in (((2, 2), (2, 2), (0, 0), (1, 1), False), ((3, 3), (2, 2), (1, 1), (1, 1), True), ((2, 3), (1, 2), (1, 1), (2, 1), False),
                 ((2, 2), (2, 2), (0, 0), (1, 1), True)):
        for idt in (ms.int64, ms.int32):
            case("mpwa %s %s %s" % (n, args, idt), lambda: P.MaxPoolWithArgmaxV2(*args, argmax_type=idt)(xt))
    case("max_pool2d idx %s" % n, lambda: ops.max_pool2d(xt, 3, 2, 1, 1, return_indices=True, ceil_mode=True))
    case("max_pool2d %s" % n, lambda: ops.max_pool2d(xt, (2, 3), (1, 2)))
case("mpwa bad pad", lambda: P.MaxPoolWithArgmaxV2((2, 2), (2, 2), (2, 2))(x))
case("mpwa 3d", lambda: P.MaxPoolWithArgmaxV2((2, 2), (2, 2))(x[0]))
case("grad max_pool2d", lambda: ms.grad(lambda t: (ops.max_pool2d(t, 3, 2, 1, ceil_mode=True) ** 2).sum())(x))
g = Tensor(np.array([[[[-1.0, -1.0], [0.5, -0.2], [1.0, 1.0]], [[1.2, -1.3], [0.0, 0.0], [-0.7, 0.9]]],
                      [[[0.3, 0.3], [-1.5, 0.1], [0.9, -0.9]], [[0.2, 0.6], [1.0, -1.0], [-0.25, 0.75]]]], np.float32))
for dt in (np.float32, np.float64, np.float16):
    xt = Tensor(x.asnumpy().astype(dt)); gt = Tensor(g.asnumpy().astype(dt))
    for mode in ("bilinear", "nearest"):
        for pad in ("zeros", "border", "reflection"):
            for ac in (False, True):
                case("grid_sample %s %s %s %s" % (np.dtype(dt).name, mode, pad, ac), lambda: ops.grid_sample(xt, gt, mode, pad, ac))
case("grid_sample bicubic", lambda: ops.grid_sample(x, g, "bicubic"))
case("grid_sample grad", lambda: ms.grad(lambda a, b: (ops.grid_sample(a, b, "bilinear", "zeros", False) ** 2).sum(), (0, 1))(x, g))
case("grid_sample grad border ac", lambda: ms.grad(lambda a, b: (ops.grid_sample(a, b, "bilinear", "border", True) ** 2).sum(), (0, 1))(x, g))
case("grid_sample grad reflection", lambda: ms.grad(lambda a, b: (ops.grid_sample(a, b, "bilinear", "reflection", False) ** 2).sum(), (0, 1))(x, g))
from mindspore.ops.function.nn_func import interpolate_ext
for size, sf in (((7, 9), None), (None, (1.5, 2.0)), (None, (0.5, 0.7)), ((3, 3), None)):
    case("interp_ext %s %s" % (size, sf), lambda: interpolate_ext(x, size, sf, "nearest"))
case("interp_ext 1d", lambda: interpolate_ext(x[0], 9, None, "nearest"))
case("interp_ext 3d", lambda: interpolate_ext(x.reshape(2, 2, 1, 5, 6), (2, 3, 8), None, "nearest"))
case("interp_ext grad", lambda: ms.grad(lambda t: (interpolate_ext(t, (7, 9), None, "nearest") ** 2).sum())(x))
case("interp_ext grad down", lambda: ms.grad(lambda t: (interpolate_ext(t, None, (0.5, 0.7), "nearest") ** 2).sum())(x))
