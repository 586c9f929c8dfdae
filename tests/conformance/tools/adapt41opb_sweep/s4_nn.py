"""st/ops test_ops_adaptive_avg_pool1d / adaptive_avg_pool2d_ext / adaptive_max_pool1d / adaptive_max_pool2d /
batchnormext / binary_cross_entropy / conv1d_ext / conv2d / conv3d_ext / cross_entropy / dense / dropout_ext /
embedding / fold / group_norm / grid_sample / l1_loss / elu_grad_ext: mint.nn.functional over dtypes, shapes,
keyword forms (reduction, weight, ignore_index, label_smoothing, padding strings, groups), gradients, errors."""
import numpy as np
import mindspore as ms
from mindspore import mint, ops, Tensor
import mindspore.mint.nn.functional as F
from _h import case
from _c import C, G, T

X3 = np.arange(24).reshape(2, 3, 4) * 0.25 - 2.0
X4 = np.arange(2 * 2 * 4 * 5).reshape(2, 2, 4, 5) * 0.1 - 3.0
# adaptive pools
for dt in ["float16", "float32", "float64", "int32", "bfloat16"]:
    for o in [1, 2, 3, 5]:
        case(f"aap1d.{o}.{dt}", lambda: C(lambda x: F.adaptive_avg_pool1d(x, o))(T(X3, dt)))
        case(f"amp1d.{o}.{dt}", lambda: C(lambda x: F.adaptive_max_pool1d(x, o))(T(X3, dt)))
        case(f"amp1d.idx.{o}.{dt}", lambda: C(lambda x: F.adaptive_max_pool1d(x, o, return_indices=True))(T(X3, dt)))
    for o in [1, (2, 3), (None, 2), 3, (4, 5)]:
        case(f"aap2d.{o}.{dt}", lambda: C(lambda x: F.adaptive_avg_pool2d(x, o))(T(X4, dt)))
        case(f"amp2d.{o}.{dt}", lambda: C(lambda x: F.adaptive_max_pool2d(x, o))(T(X4, dt)))
        case(f"amp2d.idx.{o}.{dt}", lambda: C(lambda x: F.adaptive_max_pool2d(x, o, True))(T(X4, dt)))
for name, fn, x, o in [("aap1d", F.adaptive_avg_pool1d, X3, 2), ("amp1d", F.adaptive_max_pool1d, X3, 2),
                       ("aap2d", F.adaptive_avg_pool2d, X4, (2, 3)), ("amp2d", F.adaptive_max_pool2d, X4, (2, 3))]:
    case(f"{name}.nobatch", lambda: C(lambda a: fn(a, o))(T(x[0])))
    case(f"{name}.rank1", lambda: C(lambda a: fn(a, o))(T([1.0, 2.0, 3.0])))
    case(f"{name}.o0", lambda: C(lambda a: fn(a, 0))(T(x)))
    case(f"{name}.oneg", lambda: C(lambda a: fn(a, -1))(T(x)))
    case(f"{name}.empty", lambda: C(lambda a: fn(a, o))(T(np.zeros((0,) + x.shape[1:]))))
    case(f"{name}.nan", lambda: C(lambda a: fn(a, o))(T(np.where(x > 0.5, np.nan, x))))
    case(f"{name}.grad", lambda: G(lambda a: fn(a, o))(T(x)))
    case(f"{name}.grad.f16", lambda: G(lambda a: fn(a, o))(T(x, "float16")))
    case(f"{name}.grad.ties", lambda: G(lambda a: fn(a, 1))(T(np.ones_like(x))))
# batch_norm
XB = np.arange(2 * 3 * 2).reshape(2, 3, 2) * 0.5 - 1.0
for dt in ["float16", "float32", "float64", "bfloat16"]:
    for tr in [False, True]:
        case(f"bn.{tr}.{dt}", lambda: C(lambda x, m, v, w, b: F.batch_norm(x, m, v, w, b, training=tr, momentum=0.2,
                                                                             eps=1e-3))(
            T(XB, dt), T([0.1, 0.2, 0.3], "float32" if dt != "float64" else dt), T([1.0, 2.0, 0.5], "float32" if dt != "float64" else dt),
            T([1.0, -1.0, 2.0], "float32" if dt != "float64" else dt), T([0.0, 0.5, 1.0], "float32" if dt != "float64" else dt)))
case("bn.noweight", lambda: C(lambda x, m, v: F.batch_norm(x, m, v))(T(XB), T([0.1, 0.2, 0.3]), T([1.0, 2.0, 0.5])))
case("bn.2d", lambda: C(lambda x, m, v: F.batch_norm(x, m, v, training=True))(T(XB[:, :, 0]), T([0.1, 0.2, 0.3]), T([1.0, 2.0, 0.5])))
case("bn.4d", lambda: C(lambda x, m, v: F.batch_norm(x, m, v, training=True))(T(X4[:, :, :2, :2]), T([0.1, 0.2]), T([1.0, 2.0])))
case("bn.chbad", lambda: C(lambda x, m, v: F.batch_norm(x, m, v))(T(XB), T([0.1, 0.2]), T([1.0, 2.0])))
case("bn.grad.train", lambda: G(lambda x, w, b: F.batch_norm(x, T([0.1, 0.2, 0.3]), T([1.0, 2.0, 0.5]), w, b,
                                                             training=True))(T(XB), T([1.0, -1.0, 2.0]), T([0.0, 0.5, 1.0])))
case("bn.grad.eval", lambda: G(lambda x, w, b: F.batch_norm(x, T([0.1, 0.2, 0.3]), T([1.0, 2.0, 0.5]), w, b))(
    T(XB), T([1.0, -1.0, 2.0]), T([0.0, 0.5, 1.0])))
# binary_cross_entropy
P_ = [[0.1, 0.9, 0.5], [0.0, 1.0, 0.3]]
Y_ = [[0.0, 1.0, 0.5], [1.0, 0.0, 1.0]]
for dt in ["float16", "float32", "float64", "bfloat16", "int32"]:
    for red in ["mean", "sum", "none"]:
        case(f"bce.{red}.{dt}", lambda: C(lambda p, y: F.binary_cross_entropy(p, y, reduction=red))(T(P_, dt), T(Y_, dt)))
        case(f"bce.w.{red}.{dt}", lambda: C(lambda p, y, w: F.binary_cross_entropy(p, y, w, reduction=red))(
            T(P_, dt), T(Y_, dt), T([1.0, 2.0, 0.5], dt)))
case("bce.badred", lambda: C(lambda p, y: F.binary_cross_entropy(p, y, reduction="avg"))(T(P_), T(Y_)))
case("bce.outofrange", lambda: C(lambda p, y: F.binary_cross_entropy(p, y))(T([1.5, -0.5]), T([1.0, 0.0])))
case("bce.shape", lambda: C(lambda p, y: F.binary_cross_entropy(p, y))(T(P_), T([1.0, 0.0, 1.0])))
case("bce.mixed", lambda: C(lambda p, y: F.binary_cross_entropy(p, y))(T(P_, "float16"), T(Y_)))
case("bce.0d", lambda: C(lambda p, y: F.binary_cross_entropy(p, y))(T(0.3), T(1.0)))
case("bce.empty", lambda: C(lambda p, y: F.binary_cross_entropy(p, y))(T(np.zeros((0,))), T(np.zeros((0,)))))
case("bce.grad", lambda: G(lambda p, y: F.binary_cross_entropy(p, y))(T(P_), T(Y_)))
case("bce.grad.sum", lambda: G(lambda p, y: F.binary_cross_entropy(p, y, reduction="sum"))(T(P_), T(Y_)))
case("bce.grad.w", lambda: G(lambda p, y, w: F.binary_cross_entropy(p, y, w))(T(P_), T(Y_), T([1.0, 2.0, 0.5])))
case("ops.bce", lambda: C(lambda p, y: ops.binary_cross_entropy(p, y))(T(P_), T(Y_)))
# l1_loss
for dt in ["float16", "float32", "float64", "int32", "int64", "bool", "bfloat16"]:
    for red in ["mean", "sum", "none"]:
        case(f"l1.{red}.{dt}", lambda: C(lambda p, y: F.l1_loss(p, y, reduction=red))(T(P_, dt), T(Y_, dt)))
case("l1.mixed", lambda: C(lambda p, y: F.l1_loss(p, y))(T(P_, "float16"), T(Y_, "float32")))
case("l1.mixedint", lambda: C(lambda p, y: F.l1_loss(p, y))(T(P_, "float32"), T(Y_, "int32")))
case("l1.bcast", lambda: C(lambda p, y: F.l1_loss(p, y, reduction="none"))(T(P_), T([1.0, 0.0, 1.0])))
case("l1.badred", lambda: C(lambda p, y: F.l1_loss(p, y, reduction="x"))(T(P_), T(Y_)))
case("l1.grad", lambda: G(lambda p, y: F.l1_loss(p, y))(T(P_), T(Y_)))
case("l1.grad.none", lambda: G(lambda p, y: F.l1_loss(p, y, reduction="none"))(T(P_), T(Y_)))
case("l1.grad.bcast", lambda: G(lambda p, y: F.l1_loss(p, y))(T(P_), T([1.0, 0.0, 1.0])))
case("l1.empty", lambda: C(lambda p, y: F.l1_loss(p, y))(T(np.zeros((0,))), T(np.zeros((0,)))))
case("l1.nn", lambda: C(mint.nn.L1Loss(reduction="sum"))(T(P_), T(Y_)))
case("ops.l1", lambda: C(lambda p, y: ops.l1_loss(p, y))(T(P_), T(Y_)))
# cross_entropy
LG = [[1.0, 2.0, 0.5, -1.0], [0.0, 0.0, 3.0, 1.0], [2.0, -2.0, 0.0, 0.5]]
LB = [1, 2, 0]
for dt in ["float16", "float32", "float64", "bfloat16"]:
    for red in ["mean", "sum", "none"]:
        case(f"ce.{red}.{dt}", lambda: C(lambda x, y: F.cross_entropy(x, y, reduction=red))(T(LG, dt), T(LB, "int64")))
        case(f"ce.prob.{red}.{dt}", lambda: C(lambda x, y: F.cross_entropy(x, y, reduction=red))(
            T(LG, dt), T([[0.5, 0.5, 0, 0], [0, 0, 1, 0], [0.25, 0.25, 0.25, 0.25]], dt)))
for ii in [-100, 1, 0]:
    for ls in [0.0, 0.1]:
        case(f"ce.ii{ii}.ls{ls}", lambda: C(lambda x, y, w: F.cross_entropy(x, y, w, ignore_index=ii, label_smoothing=ls))(
            T(LG), T(LB, "int64"), T([1.0, 2.0, 0.5, 1.0])))
        case(f"ce.ii{ii}.ls{ls}.now", lambda: C(lambda x, y: F.cross_entropy(x, y, ignore_index=ii, label_smoothing=ls))(
            T(LG), T(LB, "int64")))
        case(f"ce.ii{ii}.ls{ls}.grad", lambda: G(lambda x, w: F.cross_entropy(x, T(LB, "int64"), w, ignore_index=ii,
                                                                              label_smoothing=ls))(T(LG), T([1.0, 2.0, 0.5, 1.0])))
case("ce.allignored", lambda: C(lambda x, y: F.cross_entropy(x, y, ignore_index=1))(T(LG[:1]), T([1], "int64")))
case("ce.int32label", lambda: C(lambda x, y: F.cross_entropy(x, y))(T(LG), T(LB, "int32")))
case("ce.labeloob", lambda: C(lambda x, y: F.cross_entropy(x, y))(T(LG), T([4, 0, 0], "int64")))
case("ce.labelneg", lambda: C(lambda x, y: F.cross_entropy(x, y))(T(LG), T([-1, 0, 0], "int64")))
case("ce.1d", lambda: C(lambda x, y: F.cross_entropy(x, y))(T(LG[0]), T(1, "int64")))
case("ce.4d", lambda: C(lambda x, y: F.cross_entropy(x, y))(T(np.arange(24).reshape(2, 3, 2, 2) * 0.1), T([[[0, 1], [2, 2]], [[1, 1], [0, 2]]], "int64")))
case("ce.4d.grad", lambda: G(lambda x: F.cross_entropy(x, T([[[0, 1], [2, 2]], [[1, 1], [0, 2]]], "int64")))(T(np.arange(24).reshape(2, 3, 2, 2) * 0.1)))
case("ce.grad.prob", lambda: G(lambda x, y: F.cross_entropy(x, y, label_smoothing=0.2))(
    T(LG), T([[0.5, 0.5, 0, 0], [0, 0, 1, 0], [0.25, 0.25, 0.25, 0.25]])))
case("ce.badred", lambda: C(lambda x, y: F.cross_entropy(x, y, reduction="bad"))(T(LG), T(LB, "int64")))
case("ce.ls_bad", lambda: C(lambda x, y: F.cross_entropy(x, y, label_smoothing=1.5))(T(LG), T(LB, "int64")))
case("ops.ce", lambda: C(lambda x, y: ops.cross_entropy(x, y, label_smoothing=0.1))(T(LG), T(LB, "int32")))
# dense / linear
W = np.arange(12).reshape(4, 3) * 0.1 - 0.5
for dt in ["float16", "float32", "float64", "int32", "bfloat16"]:
    case(f"linear.{dt}", lambda: C(lambda x, w, b: F.linear(x, w, b))(T(X3[0, :, :3], dt), T(W, dt), T([1.0, 2.0, 3.0, 4.0], dt)))
    case(f"dense.{dt}", lambda: C(lambda x, w, b: ops.dense(x, w, b))(T(X3[0, :, :3], dt), T(W, dt), T([1.0, 2.0, 3.0, 4.0], dt)))
case("linear.nobias", lambda: C(lambda x, w: F.linear(x, w))(T(X3[:, :, :3]), T(W)))
case("linear.1d", lambda: C(lambda x, w: F.linear(x, w))(T([1.0, 2.0, 3.0]), T(W)))
case("linear.1dw", lambda: C(lambda x, w: F.linear(x, w))(T(X3[:, :, :3]), T([1.0, 2.0, 3.0])))
case("linear.bad", lambda: C(lambda x, w: F.linear(x, w))(T(X3), T(W)))
case("linear.grad", lambda: G(lambda x, w, b: F.linear(x, w, b))(T(X3[:, :, :3]), T(W), T([1.0, 2.0, 3.0, 4.0])))
case("linear.mixed", lambda: C(lambda x, w: F.linear(x, w))(T(X3[:, :, :3], "float16"), T(W)))
case("linear.bias0d", lambda: C(lambda x, w, b: F.linear(x, w, b))(T(X3[:, :, :3]), T(W), T(1.0)))
# conv
XC1 = np.arange(2 * 2 * 7).reshape(2, 2, 7) * 0.1 - 0.5
WC1 = np.arange(4 * 2 * 3).reshape(4, 2, 3) * 0.05 - 0.3
XC2 = np.arange(1 * 2 * 5 * 5).reshape(1, 2, 5, 5) * 0.1 - 2.0
WC2 = np.arange(4 * 2 * 3 * 3).reshape(4, 2, 3, 3) * 0.02 - 0.3
XC3 = np.arange(1 * 2 * 4 * 4 * 4).reshape(1, 2, 4, 4, 4) * 0.01 - 0.5
WC3 = np.arange(2 * 2 * 2 * 2 * 2).reshape(2, 2, 2, 2, 2) * 0.05 - 0.3
for pad in [0, 1, "same", "valid", (1,), 2]:
    for st in [1, 2]:
        for dl in [1, 2]:
            case(f"conv1d.p{pad}.s{st}.d{dl}", lambda: C(lambda x, w, b: F.conv1d(x, w, b, stride=st, padding=pad, dilation=dl))(
                T(XC1), T(WC1), T([0.1, 0.2, 0.3, 0.4])))
            case(f"conv2d.p{pad}.s{st}.d{dl}", lambda: C(lambda x, w: F.conv2d(x, w, None, st, pad, dl))(T(XC2), T(WC2)))
            case(f"conv3d.p{pad}.s{st}.d{dl}", lambda: C(lambda x, w: F.conv3d(x, w, stride=st, padding=pad, dilation=dl))(T(XC3), T(WC3)))
for dt in ["float16", "float64", "int32", "bfloat16"]:
    case(f"conv1d.{dt}", lambda: C(lambda x, w: F.conv1d(x, w))(T(XC1, dt), T(WC1, dt)))
    case(f"conv2d.{dt}", lambda: C(lambda x, w: F.conv2d(x, w))(T(XC2, dt), T(WC2, dt)))
    case(f"conv3d.{dt}", lambda: C(lambda x, w: F.conv3d(x, w))(T(XC3, dt), T(WC3, dt)))
case("conv1d.groups", lambda: C(lambda x, w: F.conv1d(x, w, groups=2))(T(XC1), T(WC1[:, :1])))
case("conv2d.groups", lambda: C(lambda x, w: F.conv2d(x, w, groups=2))(T(XC2), T(WC2[:, :1])))
case("conv2d.groupsbad", lambda: C(lambda x, w: F.conv2d(x, w, groups=3))(T(XC2), T(WC2[:, :1])))
case("conv1d.nobatch", lambda: C(lambda x, w: F.conv1d(x, w))(T(XC1[0]), T(WC1)))
case("conv2d.nobatch", lambda: C(lambda x, w: F.conv2d(x, w))(T(XC2[0]), T(WC2)))
case("conv3d.nobatch", lambda: C(lambda x, w: F.conv3d(x, w))(T(XC3[0]), T(WC3)))
case("conv2d.chbad", lambda: C(lambda x, w: F.conv2d(x, w))(T(XC2), T(WC2[:, :1, :, :])))
case("conv2d.bigk", lambda: C(lambda x, w: F.conv2d(x, w))(T(XC2[:, :, :2, :2]), T(WC2)))
case("conv2d.same.s2", lambda: C(lambda x, w: F.conv2d(x, w, padding="same", stride=2))(T(XC2), T(WC2)))
case("conv2d.padbad", lambda: C(lambda x, w: F.conv2d(x, w, padding="full"))(T(XC2), T(WC2)))
case("conv2d.padneg", lambda: C(lambda x, w: F.conv2d(x, w, padding=-1))(T(XC2), T(WC2)))
case("conv2d.tuplepad", lambda: C(lambda x, w: F.conv2d(x, w, padding=(1, 0), stride=(2, 1)))(T(XC2), T(WC2)))
case("conv2d.even.same", lambda: C(lambda x, w: F.conv2d(x, w, padding="same"))(T(XC2), T(WC2[:, :, :2, :2])))
case("conv1d.grad", lambda: G(lambda x, w, b: F.conv1d(x, w, b, padding=1, stride=2))(T(XC1), T(WC1), T([0.1, 0.2, 0.3, 0.4])))
case("conv2d.grad", lambda: G(lambda x, w: F.conv2d(x, w, padding="same", dilation=2))(T(XC2), T(WC2)))
case("conv3d.grad", lambda: G(lambda x, w: F.conv3d(x, w, padding=1, stride=2))(T(XC3), T(WC3)))
case("conv2d.grad.groups", lambda: G(lambda x, w: F.conv2d(x, w, groups=2))(T(XC2), T(WC2[:, :1])))
case("conv2d.mixed", lambda: C(lambda x, w: F.conv2d(x, w))(T(XC2, "float16"), T(WC2)))
# dropout
for p in [0.0, 1.0]:
    for tr in [True, False]:
        case(f"dropout.p{p}.{tr}", lambda: C(lambda x: F.dropout(x, p=p, training=tr))(T(X3)))
        case(f"dropout.p{p}.{tr}.grad", lambda: G(lambda x: F.dropout(x, p=p, training=tr))(T(X3)))
case("dropout.pbad", lambda: C(lambda x: F.dropout(x, p=1.5))(T(X3)))
case("dropout.pneg", lambda: C(lambda x: F.dropout(x, p=-0.1))(T(X3)))
case("dropout.int", lambda: C(lambda x: F.dropout(x, p=0.0))(T(X3, "int32")))
case("dropout.f16.p1", lambda: C(lambda x: F.dropout(x, p=1.0))(T(X3, "float16")))
case("dropout.shape.p05", lambda: C(lambda x: F.dropout(x, p=0.5).shape)(T(X3)))
# embedding
EW = np.arange(15).reshape(5, 3) * 0.5 - 1.0
for dt in ["float16", "float32", "float64", "int32", "bfloat16"]:
    case(f"emb.{dt}", lambda: C(lambda i, w: F.embedding(i, w))(T([[0, 4], [2, 2]], "int64"), T(EW, dt)))
case("emb.idx32", lambda: C(lambda i, w: F.embedding(i, w))(T([[0, 4], [2, 2]], "int32"), T(EW)))
case("emb.pad", lambda: C(lambda i, w: F.embedding(i, w, padding_idx=2))(T([[0, 4], [2, 2]], "int64"), T(EW)))
case("emb.padneg", lambda: C(lambda i, w: F.embedding(i, w, padding_idx=-1))(T([[0, 4], [2, 2]], "int64"), T(EW)))
case("emb.padbad", lambda: C(lambda i, w: F.embedding(i, w, padding_idx=5))(T([[0, 4], [2, 2]], "int64"), T(EW)))
case("emb.oob", lambda: C(lambda i, w: F.embedding(i, w))(T([[0, 5]], "int64"), T(EW)))
case("emb.neg", lambda: C(lambda i, w: F.embedding(i, w))(T([[0, -1]], "int64"), T(EW)))
case("emb.0d", lambda: C(lambda i, w: F.embedding(i, w))(T(3, "int64"), T(EW)))
case("emb.fidx", lambda: C(lambda i, w: F.embedding(i, w))(T([0.0, 1.0]), T(EW)))
case("emb.grad", lambda: G(lambda w: F.embedding(T([[0, 4], [2, 2]], "int64"), w))(T(EW)))
case("emb.grad.pad", lambda: G(lambda w: F.embedding(T([[0, 4], [2, 2]], "int64"), w, padding_idx=2))(T(EW)))
case("emb.grad.pad.neg", lambda: G(lambda w: F.embedding(T([[0, 4], [2, 2]], "int64"), w, padding_idx=-1))(T(EW)))
case("emb.maxnorm", lambda: C(lambda i, w: F.embedding(i, w, max_norm=1.0))(T([[0, 4], [2, 2]], "int64"), T(EW)))
case("emb.maxnorm.p1", lambda: C(lambda i, w: F.embedding(i, w, max_norm=2.0, norm_type=1.0))(T([[0, 4], [1, 1]], "int64"), T(EW)))
case("emb.1dw", lambda: C(lambda i, w: F.embedding(i, w))(T([0], "int64"), T([1.0, 2.0])))
# fold / unfold
XF = np.arange(1 * 2 * 4 * 4).reshape(1, 2, 4, 4) * 0.5
case("unfold.k2", lambda: C(lambda x: F.unfold(x, 2))(T(XF)))
case("unfold.k2s2p1", lambda: C(lambda x: F.unfold(x, (2, 3), dilation=1, padding=1, stride=2))(T(XF)))
case("unfold.nobatch", lambda: C(lambda x: F.unfold(x, 2))(T(XF[0])))
case("unfold.grad", lambda: G(lambda x: F.unfold(x, 2, stride=1))(T(XF)))
for dt in ["float16", "float32", "float64", "int32", "bfloat16", "bool"]:
    case(f"unfold.{dt}", lambda: C(lambda x: F.unfold(x, 3))(T(XF, dt)))
    case(f"fold.{dt}", lambda: C(lambda x: F.fold(x, (4, 4), 2))(T(np.arange(1 * 8 * 9).reshape(1, 8, 9), dt)))
case("fold.nobatch", lambda: C(lambda x: F.fold(x, (4, 4), 2))(T(np.arange(8 * 9).reshape(8, 9))))
case("fold.s2", lambda: C(lambda x: F.fold(x, (4, 4), 2, stride=2))(T(np.arange(1 * 8 * 4).reshape(1, 8, 4))))
case("fold.pad", lambda: C(lambda x: F.fold(x, (3, 3), 2, padding=1, stride=2))(T(np.arange(1 * 4 * 4).reshape(1, 4, 4))))
case("fold.dil", lambda: C(lambda x: F.fold(x, (5, 5), 2, dilation=2))(T(np.arange(1 * 4 * 9).reshape(1, 4, 9))))
case("fold.badL", lambda: C(lambda x: F.fold(x, (4, 4), 2))(T(np.arange(1 * 8 * 8).reshape(1, 8, 8))))
case("fold.badC", lambda: C(lambda x: F.fold(x, (4, 4), 2))(T(np.arange(1 * 7 * 9).reshape(1, 7, 9))))
case("fold.int_size", lambda: C(lambda x: F.fold(x, 4, 2))(T(np.arange(1 * 8 * 9).reshape(1, 8, 9))))
case("fold.grad", lambda: G(lambda x: F.fold(x, (4, 4), 2))(T(np.arange(1 * 8 * 9).reshape(1, 8, 9))))
case("fold.roundtrip", lambda: C(lambda x: F.fold(F.unfold(x, 2), (4, 4), 2))(T(XF)))
# group_norm
XG = np.arange(2 * 4 * 3).reshape(2, 4, 3) * 0.3 - 2.0
for dt in ["float16", "float32", "float64", "bfloat16"]:
    for g in [1, 2, 4]:
        case(f"gn.{g}.{dt}", lambda: C(lambda x, w, b: F.group_norm(x, g, w, b, eps=1e-5))(T(XG, dt), T([1.0, 2.0, -1.0, 0.5], dt),
                                                                                           T([0.0, 1.0, 0.0, -1.0], dt)))
case("gn.noaffine", lambda: C(lambda x: F.group_norm(x, 2))(T(XG)))
case("gn.gbad", lambda: C(lambda x: F.group_norm(x, 3))(T(XG)))
case("gn.2d", lambda: C(lambda x: F.group_norm(x, 2))(T(XG[:, :, 0])))
case("gn.4d", lambda: C(lambda x: F.group_norm(x, 2))(T(XG.reshape(2, 4, 3, 1))))
case("gn.1d", lambda: C(lambda x: F.group_norm(x, 1))(T([1.0, 2.0, 3.0])))
case("gn.const", lambda: C(lambda x: F.group_norm(x, 2))(T(np.ones((2, 4, 3)))))
case("gn.grad", lambda: G(lambda x, w, b: F.group_norm(x, 2, w, b))(T(XG), T([1.0, 2.0, -1.0, 0.5]), T([0.0, 1.0, 0.0, -1.0])))
case("gn.grad.f16", lambda: G(lambda x: F.group_norm(x, 2))(T(XG, "float16")))
case("gn.wbad", lambda: C(lambda x, w: F.group_norm(x, 2, w))(T(XG), T([1.0, 2.0])))
# grid_sample
XS = np.arange(1 * 1 * 3 * 4).reshape(1, 1, 3, 4) * 1.0
GR = np.array([[[[-1.0, -1.0], [0.0, 0.0], [1.0, 1.0]], [[0.5, -0.5], [1.2, 0.3], [-1.5, 2.0]]]])
for mode in ["bilinear", "nearest", "bicubic"]:
    for pm in ["zeros", "border", "reflection"]:
        for ac in [False, True]:
            case(f"gs.{mode}.{pm}.{ac}", lambda: C(lambda x, g: F.grid_sample(x, g, mode, pm, ac))(T(XS), T(GR)))
case("gs.f64", lambda: C(lambda x, g: F.grid_sample(x, g))(T(XS, "float64"), T(GR, "float64")))
case("gs.f16", lambda: C(lambda x, g: F.grid_sample(x, g))(T(XS, "float16"), T(GR, "float16")))
case("gs.mixed", lambda: C(lambda x, g: F.grid_sample(x, g))(T(XS), T(GR, "float64")))
case("gs.badmode", lambda: C(lambda x, g: F.grid_sample(x, g, "area"))(T(XS), T(GR)))
case("gs.badgrid", lambda: C(lambda x, g: F.grid_sample(x, g))(T(XS), T(GR[..., :1])))
case("gs.grad", lambda: G(lambda x, g: F.grid_sample(x, g, align_corners=True))(T(XS), T(GR)))
case("gs.grad.nearest", lambda: G(lambda x, g: F.grid_sample(x, g, "nearest"))(T(XS), T(GR)))
case("gs.nan", lambda: C(lambda x, g: F.grid_sample(x, g))(T(XS), T([[[[np.nan, 0.0]]]])))
# elu and its gradient
for dt in ["float16", "float32", "float64", "int32", "bfloat16"]:
    for a in [1.0, 0.5, 2, -1.0]:
        case(f"elu.{a}.{dt}", lambda: C(lambda x: F.elu(x, alpha=a))(T([-2.0, -0.5, 0.0, 0.5, 3.0], dt)))
    case(f"elu.grad.{dt}", lambda: G(lambda x: F.elu(x, alpha=0.5))(T([-2.0, -0.5, 0.0, 0.5, 3.0], dt)))
case("elu.grad.neg_alpha", lambda: G(lambda x: F.elu(x, alpha=-1.0))(T([-2.0, -0.5, 0.0, 0.5, 3.0])))
case("elu.special", lambda: C(lambda x: F.elu(x))(T([np.nan, np.inf, -np.inf, -0.0])))
