"""mint.nn.functional.pad / max_unpool2d / interpolate nearest / kl_div / binary_cross_entropy / mint.nn pad layers
with edge arguments x dtypes (the st/mint test_nn_pad_nd, test_nn_MaxUnpool2d, test_nn_UpsamplingNearest,
test_nn_kldivloss, test_nn_bceloss patterns)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, ops
from mindspore.mint.nn import functional as F
from _h import case

x3 = np.arange(2 * 2 * 5).reshape(2, 2, 5) - 7
x4 = np.arange(1 * 2 * 3 * 4).reshape(1, 2, 3, 4) - 9
for dt in (np.float32, np.float16, np.float64, np.int32, np.int64, np.uint8, np.bool_):
    n = np.dtype(dt).name
    a, b = Tensor(x3.astype(dt)), Tensor(x4.astype(dt))
    case("pad const %s" % n, lambda: F.pad(a, (1, 2)))
    case("pad const val %s" % n, lambda: F.pad(a, (1, 2, 0, 1), value=2.5))
    case("pad const neg %s" % n, lambda: F.pad(b, (-1, 2, 1, -1)))
    case("pad const 3dims %s" % n, lambda: F.pad(a, (1, 0, 0, 1, 1, 1), "constant", -1))
    case("pad reflect %s" % n, lambda: F.pad(a, (2, 3), "reflect"))
    case("pad reflect2d %s" % n, lambda: F.pad(b, (1, 2, 2, 1), mode="reflect"))
    case("pad reflect big %s" % n, lambda: F.pad(a, (5, 0), "reflect"))
    case("pad replicate %s" % n, lambda: F.pad(a, (4, 6), "replicate"))
    case("pad replicate neg %s" % n, lambda: F.pad(b, (-1, 3, 0, 2), "replicate"))
    case("pad circular %s" % n, lambda: F.pad(a, (2, 1), "circular"))
    case("pad circular2d %s" % n, lambda: F.pad(b, (1, 1, 2, 0), "circular"))
    case("ZeroPad2d %s" % n, lambda: mint.nn.ZeroPad2d((1, -1, 0, 2))(b))
    case("ConstantPad1d %s" % n, lambda: mint.nn.ConstantPad1d(2, 3.5)(a))
    case("ConstantPad3d %s" % n, lambda: mint.nn.ConstantPad3d((1, 0, 0, 1, 1, 0), 1)(b))
    case("ReflectionPad1d %s" % n, lambda: mint.nn.ReflectionPad1d((3, 1))(a))
    case("ReplicationPad2d %s" % n, lambda: mint.nn.ReplicationPad2d(2)(b))
    case("ReflectionPad3d %s" % n, lambda: mint.nn.ReflectionPad3d(1)(b))
    case("interp nearest %s" % n, lambda: F.interpolate(b, size=(5, 7)))
    case("interp nearest sf %s" % n, lambda: F.interpolate(b, scale_factor=(0.6, 1.6)))
    case("interp nearest1d %s" % n, lambda: F.interpolate(a, size=3))
    case("UpsamplingNearest2d %s" % n, lambda: mint.nn.UpsamplingNearest2d(scale_factor=2.0)(b))
    case("UpsamplingNearest2d size %s" % n, lambda: mint.nn.UpsamplingNearest2d(size=(2, 9))(b))
    case("max_unpool2d %s" % n, lambda: F.max_unpool2d(b, Tensor(np.array([[[[0, 3, 5, 6], [9, 10, 14, 15], [16, 17, 18, 23]]] * 2]).reshape(1, 2, 3, 4).astype(np.int64)), 2))
    case("max_unpool2d os %s" % n, lambda: F.max_unpool2d(b, Tensor(np.arange(24).reshape(1, 2, 3, 4).astype(np.int64) % 12), 2, 2, 0, (7, 9)))
    case("MaxUnpool2d %s" % n, lambda: mint.nn.MaxUnpool2d((1, 2), (1, 2))(b, Tensor(np.arange(24).reshape(1, 2, 3, 4).astype(np.int64) % 12 * 2)))
p = np.array([[0.1, 0.7, 0.2], [0.3, 0.3, 0.4]])
for dt in (np.float32, np.float16, np.float64):
    n = np.dtype(dt).name
    lp, q = Tensor(np.log(p).astype(dt)), Tensor(p[::-1].copy().astype(dt))
    for red in ("mean", "sum", "none", "batchmean"):
        case("kl_div %s %s" % (red, n), lambda: F.kl_div(lp, q, reduction=red))
        case("kl_div logt %s %s" % (red, n), lambda: F.kl_div(lp, Tensor(np.log(p[::-1]).astype(dt)), red, True))
        case("KLDivLoss %s %s" % (red, n), lambda: mint.nn.KLDivLoss(red)(lp, q))
    case("kl_div zero target %s" % n, lambda: F.kl_div(lp, Tensor(np.array([[0, 1, 0], [0.5, 0, 0.5]]).astype(dt)), reduction="none"))
    case("kl_div neg target %s" % n, lambda: F.kl_div(lp, Tensor(np.array([[-1, 1, 0], [0.5, 0, 0.5]]).astype(dt)), reduction="sum"))
    case("grad kl_div %s" % n, lambda: ms.grad(lambda u, v: F.kl_div(u, v, reduction="batchmean"), (0, 1))(lp, q))
    t = Tensor(np.array([[0.0, 1.0, 0.5], [1.0, 0.0, 0.2]]).astype(dt))
    pr = Tensor(p.astype(dt))
    for red in ("mean", "sum", "none"):
        case("bce %s %s" % (red, n), lambda: F.binary_cross_entropy(pr, t, reduction=red))
        case("BCELoss w %s %s" % (red, n), lambda: mint.nn.BCELoss(Tensor(np.array([[1.0], [2.0]]).astype(dt)), reduction=red)(pr, t))
    case("bce p01 %s" % n, lambda: F.binary_cross_entropy(Tensor(np.array([0.0, 1.0, 1.0, 0.0]).astype(dt)), Tensor(np.array([0.0, 1.0, 0.0, 1.0]).astype(dt)), reduction="none"))
    case("grad bce %s" % n, lambda: ms.grad(lambda u: F.binary_cross_entropy(u, t))(pr))
    case("grad bce p01 %s" % n, lambda: ms.grad(lambda u: F.binary_cross_entropy(u, Tensor(np.array([0.0, 1.0, 0.0, 1.0]).astype(dt)), reduction="sum"))(Tensor(np.array([0.0, 1.0, 1.0, 0.0]).astype(dt))))
case("pad bad mode", lambda: F.pad(Tensor(x3.astype(np.float32)), (1, 1), "wrap"))
case("pad odd", lambda: F.pad(Tensor(x3.astype(np.float32)), (1, 1, 1)))
case("pad too long", lambda: F.pad(Tensor(x3.astype(np.float32)), (1,) * 8))
case("pad reflect 2d input", lambda: F.pad(Tensor(np.ones((2, 3), np.float32)), (1, 1), "reflect"))
case("kl_div bad red", lambda: F.kl_div(Tensor(p.astype(np.float32)), Tensor(p.astype(np.float32)), reduction="avg"))
case("bce shape", lambda: F.binary_cross_entropy(Tensor(p.astype(np.float32)), Tensor(np.ones(3, np.float32))))
case("bce out of range", lambda: F.binary_cross_entropy(Tensor(np.array([1.5, -0.1], np.float32)), Tensor(np.ones(2, np.float32))))
