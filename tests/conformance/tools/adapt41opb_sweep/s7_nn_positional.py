"""s4's / s2's main cases again with positional extra arguments (C(fn, *extra) calls fn(*inputs, *extra) in
construct) so that MindSpore's Graph mode compiles them (s4 / s2 write lambdas inside lambdas, which its parser
refuses on both sides): pools, losses, conv, norms, embedding, fold, div rounding modes, add alpha."""
import numpy as np
import mindspore as ms
from mindspore import mint, ops
import mindspore.mint.nn.functional as F
from _h import case
from _c import C, G, T

X3 = np.arange(24).reshape(2, 3, 4) * 0.25 - 2.0
X4 = np.arange(2 * 2 * 4 * 5).reshape(2, 2, 4, 5) * 0.1 - 3.0
for dt in ["float16", "float32", "float64"]:
    for o in [1, 3, 5]:
        case(f"aap1d.{o}.{dt}", lambda: C(F.adaptive_avg_pool1d, o)(T(X3, dt)))
        case(f"amp1d.{o}.{dt}", lambda: C(F.adaptive_max_pool1d, o)(T(X3, dt)))
    for o in [(2, 3), (None, 2), 3]:
        case(f"aap2d.{o}.{dt}", lambda: C(F.adaptive_avg_pool2d, o)(T(X4, dt)))
        case(f"amp2d.{o}.{dt}", lambda: C(F.adaptive_max_pool2d, o)(T(X4, dt)))
        case(f"amp2d.idx.{o}.{dt}", lambda: C(F.adaptive_max_pool2d, o, True)(T(X4, dt)))
for name, fn, x, o in [("aap1d", F.adaptive_avg_pool1d, X3, 2), ("amp1d", F.adaptive_max_pool1d, X3, 2),
                       ("aap2d", F.adaptive_avg_pool2d, X4, (2, 3)), ("amp2d", F.adaptive_max_pool2d, X4, (2, 3))]:
    case(f"{name}.nobatch", lambda: C(fn, o)(T(x[0])))
    case(f"{name}.grad", lambda: G(fn, o)(T(x)))
    case(f"{name}.nan", lambda: C(fn, o)(T(np.where(x > 0.5, np.nan, x))))
P_ = [[0.1, 0.9, 0.5], [0.0, 1.0, 0.3]]
Y_ = [[0.0, 1.0, 0.5], [1.0, 0.0, 1.0]]
for dt in ["float16", "float32", "float64"]:
    for red in ["mean", "sum", "none"]:
        case(f"bce.{red}.{dt}", lambda: C(F.binary_cross_entropy, None, red)(T(P_, dt), T(Y_, dt)))
        case(f"l1.{red}.{dt}", lambda: C(F.l1_loss, red)(T(P_, dt), T(Y_, dt)))
case("bce.grad", lambda: G(F.binary_cross_entropy)(T(P_), T(Y_)))
case("bce.w.grad", lambda: G(F.binary_cross_entropy, T([1.0, 2.0, 0.5]), "sum")(T(P_), T(Y_)))
case("l1.grad", lambda: G(F.l1_loss)(T(P_), T(Y_)))
case("l1.mixed", lambda: C(F.l1_loss)(T(P_, "float16"), T(Y_)))
case("l1.mixedint", lambda: C(F.l1_loss)(T(P_), T(Y_, "int32")))
LG = [[1.0, 2.0, 0.5, -1.0], [0.0, 0.0, 3.0, 1.0], [2.0, -2.0, 0.0, 0.5]]
LB = [1, 2, 0]
W4 = [1.0, 2.0, 0.5, 1.0]
for dt in ["float16", "float32", "float64"]:
    for red in ["mean", "sum", "none"]:
        case(f"ce.{red}.{dt}", lambda: C(F.cross_entropy, None, -100, red)(T(LG, dt), T(LB, "int64")))
for ii in [-100, 1]:
    for ls in [0.0, 0.1]:
        case(f"ce.ii{ii}.ls{ls}", lambda: C(F.cross_entropy, T(W4), ii, "mean", ls)(T(LG), T(LB, "int64")))
        case(f"ce.ii{ii}.ls{ls}.grad", lambda: G(F.cross_entropy, T(W4), ii, "mean", ls)(T(LG), T(LB, "int64")))
        case(f"ce.prob.ls{ls}.{ii}", lambda: C(F.cross_entropy, T(W4), ii, "mean", ls)(T(LG), T([[0.5, 0.5, 0, 0], [0, 0, 1, 0], [0.25] * 4])))
W = np.arange(12).reshape(4, 3) * 0.1 - 0.5
for dt in ["float16", "float32", "float64"]:
    case(f"linear.{dt}", lambda: C(F.linear)(T(X3[0, :, :3], dt), T(W, dt), T([1.0, 2.0, 3.0, 4.0], dt)))
case("linear.grad", lambda: G(F.linear)(T(X3[:, :, :3]), T(W), T([1.0, 2.0, 3.0, 4.0])))
case("linear.1d", lambda: C(F.linear)(T([1.0, 2.0, 3.0]), T(W)))
XC1 = np.arange(2 * 2 * 7).reshape(2, 2, 7) * 0.1 - 0.5
WC1 = np.arange(4 * 2 * 3).reshape(4, 2, 3) * 0.05 - 0.3
XC2 = np.arange(1 * 2 * 5 * 5).reshape(1, 2, 5, 5) * 0.1 - 2.0
WC2 = np.arange(4 * 2 * 3 * 3).reshape(4, 2, 3, 3) * 0.02 - 0.3
XC3 = np.arange(1 * 2 * 4 * 4 * 4).reshape(1, 2, 4, 4, 4) * 0.01 - 0.5
WC3 = np.arange(2 * 2 * 2 * 2 * 2).reshape(2, 2, 2, 2, 2) * 0.05 - 0.3
for pad in [0, 1, "same", "valid"]:
    for st in [1, 2]:
        case(f"conv1d.p{pad}.s{st}", lambda: C(F.conv1d, None, st, pad, 2)(T(XC1), T(WC1)))
        case(f"conv2d.p{pad}.s{st}", lambda: C(F.conv2d, None, st, pad, 1)(T(XC2), T(WC2)))
        case(f"conv3d.p{pad}.s{st}", lambda: C(F.conv3d, None, st, pad, 1)(T(XC3), T(WC3)))
case("conv2d.groups", lambda: C(F.conv2d, None, 1, 0, 1, 2)(T(XC2), T(WC2[:, :1])))
case("conv1d.nobatch", lambda: C(F.conv1d)(T(XC1[0]), T(WC1)))
case("conv2d.nobatch", lambda: C(F.conv2d)(T(XC2[0]), T(WC2)))
case("conv2d.grad", lambda: G(F.conv2d, None, 1, "same", 2)(T(XC2), T(WC2)))
case("conv1d.grad", lambda: G(F.conv1d, None, 2, 1)(T(XC1), T(WC1)))
case("conv3d.grad", lambda: G(F.conv3d, None, 2, 1)(T(XC3), T(WC3)))
case("conv2d.f16", lambda: C(F.conv2d)(T(XC2, "float16"), T(WC2, "float16")))
XG = np.arange(2 * 4 * 3).reshape(2, 4, 3) * 0.3 - 2.0
for dt in ["float16", "float32", "float64"]:
    for g in [1, 2, 4]:
        case(f"gn.{g}.{dt}", lambda: C(F.group_norm, g)(T(XG, dt), T([1.0, 2.0, -1.0, 0.5], dt), T([0.0, 1.0, 0.0, -1.0], dt)))
case("gn.grad", lambda: G(F.group_norm, 2)(T(XG), T([1.0, 2.0, -1.0, 0.5]), T([0.0, 1.0, 0.0, -1.0])))
case("gn.4d", lambda: C(F.group_norm, 2)(T(XG.reshape(2, 4, 3, 1))))
case("gn.2d", lambda: C(F.group_norm, 2)(T(XG[:, :, 0])))
XB = np.arange(2 * 3 * 2).reshape(2, 3, 2) * 0.5 - 1.0
for tr in [False, True]:
    case(f"bn.{tr}", lambda: C(F.batch_norm, T([1.0, -1.0, 2.0]), T([0.0, 0.5, 1.0]), tr, 0.2, 1e-3)(
        T(XB), T([0.1, 0.2, 0.3]), T([1.0, 2.0, 0.5])))
    case(f"bn.{tr}.grad", lambda: G(F.batch_norm, T([1.0, -1.0, 2.0]), T([0.0, 0.5, 1.0]), tr, 0.2, 1e-3)(
        T(XB), T([0.1, 0.2, 0.3]), T([1.0, 2.0, 0.5])))
EW = np.arange(15).reshape(5, 3) * 0.5 - 1.0
for pi in [None, 2, -1]:
    case(f"emb.pad{pi}", lambda: C(F.embedding, pi)(T([[0, 4], [2, 2]], "int64"), T(EW)))
    case(f"emb.pad{pi}.grad", lambda: G(F.embedding, pi)(T([[0, 4], [2, 2]], "int64"), T(EW)))
case("emb.maxnorm", lambda: C(F.embedding, None, 1.0)(T([[0, 4], [2, 2]], "int64"), T(EW)))
case("emb.idx32", lambda: C(F.embedding)(T([[0, 4], [2, 2]], "int32"), T(EW)))
XF = np.arange(1 * 2 * 4 * 4).reshape(1, 2, 4, 4) * 0.5
case("unfold.k2", lambda: C(F.unfold, 2)(T(XF)))
case("unfold.k23.p1.s2", lambda: C(F.unfold, (2, 3), 1, 1, 2)(T(XF)))
case("fold.k2", lambda: C(F.fold, (4, 4), 2)(T(np.arange(1 * 8 * 9).reshape(1, 8, 9))))
case("fold.s2", lambda: C(F.fold, (4, 4), 2, 1, 0, 2)(T(np.arange(1 * 8 * 4).reshape(1, 8, 4))))
case("fold.grad", lambda: G(F.fold, (4, 4), 2)(T(np.arange(1 * 8 * 9).reshape(1, 8, 9))))
case("fold.nobatch", lambda: C(F.fold, (4, 4), 2)(T(np.arange(8 * 9).reshape(8, 9))))
XS = np.arange(1 * 1 * 3 * 4).reshape(1, 1, 3, 4) * 1.0
GR = np.array([[[[-1.0, -1.0], [0.0, 0.0], [1.0, 1.0]], [[0.5, -0.5], [1.2, 0.3], [-1.5, 2.0]]]])
for mode in ["bilinear", "nearest"]:
    for pm in ["zeros", "border", "reflection"]:
        for ac in [False, True]:
            case(f"gs.{mode}.{pm}.{ac}", lambda: C(F.grid_sample, mode, pm, ac)(T(XS), T(GR)))
case("gs.grad", lambda: G(F.grid_sample, "bilinear", "zeros", True)(T(XS), T(GR)))
A = [[-2.5, -1.0, 0.0], [1.0, 3.0, 7.5]]
B = [[2.0, -3.0, 1.0], [0.5, 2.0, -2.0]]
for rm in [None, "floor", "trunc"]:
    for dt in ["float32", "float16", "int32", "int64", "uint8", "bool"]:
        av = np.abs(A) if dt == "uint8" else np.array(A) > 0 if dt == "bool" else A
        bv = np.abs(B) + 1 if dt == "uint8" else np.array(B) > 0 if dt == "bool" else B
        case(f"div.{rm}.{dt}",  # (one lambda on the line: MindSpore's Graph mode parses it)
             lambda: C(lambda x, y: mint.div(x, y, rounding_mode=rm))(T(av, dt), T(bv, dt)))
for alpha in [2, 0.5, True]:
    for dt in ["float32", "int32", "uint8", "float16", "bool"]:
        av = np.abs(A) if dt == "uint8" else np.array(A) > 0 if dt == "bool" else A
        case(f"add.alpha{alpha}.{dt}",
             lambda: C(lambda x, y: mint.add(x, y, alpha=alpha))(T(av, dt), T(av, dt)))
