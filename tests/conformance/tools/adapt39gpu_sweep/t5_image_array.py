"""st ops/gpu test_adjust_contrast_v2 / adjusthue / adjustsaturation / affine_grid / bartlett_window / batch_matmul /
batchtospace(nd) / bias_add(_grad) / bincount: dtypes, attribute variants, edge shapes, gradients, errors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from mindspore.ops.operations import array_ops as AP
from mindspore.ops.operations import _grad_ops as G
from mindspore.ops.operations.image_ops import AdjustContrastv2, AdjustHue, AdjustSaturation
from _h import case


class Net(nn.Cell):
    def __init__(self, p):
        super().__init__()
        self.p = p

    def construct(self, *a):
        return self.p(*a)


class Grad(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.g = ops.GradOperation(get_all=True, sens_param=True)

    def construct(self, *a):
        return self.g(self.net)(*a)


IMG = (np.arange(2 * 3 * 2 * 3).reshape(2, 3, 2, 3).transpose(0, 2, 3, 1) % 7) / 7.0   # (2, 2, 3, 3) HWC last
for dt in [ms.float16, ms.float32, ms.float64, ms.int32]:
    case(f"AdjustContrastv2 {dt}", lambda: Net(AdjustContrastv2())(Tensor(IMG, dt), Tensor(1.5, ms.float32)))
    case(f"AdjustHue {dt}", lambda: Net(AdjustHue())(Tensor(IMG, dt), Tensor(0.2, dt)))
    case(f"AdjustSaturation {dt}", lambda: Net(AdjustSaturation())(Tensor(IMG, dt), Tensor(0.5, dt)))
case("AdjustContrastv2 f16 factor", lambda: Net(AdjustContrastv2())(Tensor(IMG, ms.float16), Tensor(1.5, ms.float16)))
case("AdjustContrastv2 factor shape1", lambda: Net(AdjustContrastv2())(Tensor(IMG, ms.float32), Tensor([1.5], ms.float32)))
case("AdjustContrastv2 rank2", lambda: Net(AdjustContrastv2())(Tensor(IMG[0, 0], ms.float32), Tensor(1.5, ms.float32)))
case("AdjustContrastv2 3d", lambda: Net(AdjustContrastv2())(Tensor(IMG[0], ms.float32), Tensor(0.5, ms.float32)))
case("AdjustHue delta big", lambda: Net(AdjustHue())(Tensor(IMG, ms.float32), Tensor(1.5, ms.float32)))
case("AdjustHue delta neg", lambda: Net(AdjustHue())(Tensor(IMG, ms.float32), Tensor(-0.3, ms.float32)))
case("AdjustHue 4 channels", lambda: Net(AdjustHue())(Tensor(np.ones((2, 2, 4)) * 0.5, ms.float32), Tensor(0.2, ms.float32)))
case("AdjustHue mixed", lambda: Net(AdjustHue())(Tensor(IMG, ms.float32), Tensor(0.2, ms.float16)))
case("AdjustSaturation scale 0", lambda: Net(AdjustSaturation())(Tensor(IMG, ms.float32), Tensor(0.0, ms.float32)))
case("AdjustSaturation scale 2", lambda: Net(AdjustSaturation())(Tensor(IMG, ms.float32), Tensor(2.0, ms.float32)))
case("AdjustSaturation 2 channels", lambda: Net(AdjustSaturation())(Tensor(np.ones((2, 2, 2)), ms.float32), Tensor(0.5, ms.float32)))
# AffineGrid
TH = np.array([[[0.8, 0.5, 0.0], [-0.5, 0.8, 0.0]]], np.float32)
for ac in [False, True]:
    for dt in [ms.float16, ms.float32, ms.float64]:
        case(f"AffineGrid ac={ac} {dt}", lambda: Net(ops.AffineGrid(align_corners=ac))(Tensor(TH, dt), (1, 1, 2, 3)))
    case(f"affine_grid fn ac={ac}", lambda: ops.affine_grid(Tensor(TH, ms.float32), (1, 1, 3, 2), ac))
    case(f"AffineGrid 3d ac={ac}", lambda: Net(ops.AffineGrid(align_corners=ac))(Tensor(np.eye(3, 4, dtype=np.float32)[None], ms.float32), (1, 1, 2, 2, 3)))
    case(f"AffineGrid size1 ac={ac}", lambda: Net(ops.AffineGrid(align_corners=ac))(Tensor(TH, ms.float32), (1, 1, 1, 1)))
case("AffineGrid bad N", lambda: Net(ops.AffineGrid())(Tensor(TH, ms.float32), (2, 1, 2, 3)))
case("AffineGrid bad theta", lambda: Net(ops.AffineGrid())(Tensor(TH[:, :, :2], ms.float32), (1, 1, 2, 3)))
case("AffineGrid int", lambda: Net(ops.AffineGrid())(Tensor(TH, ms.int32), (1, 1, 2, 3)))
case("AffineGrid size tensor", lambda: ops.affine_grid(Tensor(TH, ms.float32), Tensor([1, 1, 2, 3], ms.int32)))
case("AffineGrid grad", lambda: Grad(Net(ops.AffineGrid()))(Tensor(TH, ms.float32), (1, 1, 2, 3), Tensor(np.ones((1, 2, 3, 2)), ms.float32)))
case("AffineGrid ac int", lambda: ops.AffineGrid(align_corners=1))
# BartlettWindow
for per in [True, False]:
    for dt in [ms.float16, ms.float32, ms.float64]:
        case(f"BartlettWindow per={per} {dt}", lambda: Net(AP.BartlettWindow(periodic=per, dtype=dt))(Tensor(6, ms.int32)))
    for n in [0, 1, 2, 5]:
        case(f"BartlettWindow per={per} n={n}", lambda: Net(AP.BartlettWindow(periodic=per))(Tensor(n, ms.int64)))
    case(f"bartlett_window fn per={per}", lambda: ops.bartlett_window(Tensor(5, ms.int32), periodic=per))
case("BartlettWindow n neg", lambda: Net(AP.BartlettWindow())(Tensor(-1, ms.int32)))
case("BartlettWindow n float", lambda: Net(AP.BartlettWindow())(Tensor(5.0, ms.float32)))
case("BartlettWindow n shape1", lambda: Net(AP.BartlettWindow())(Tensor([5], ms.int32)))
case("BartlettWindow dtype int", lambda: AP.BartlettWindow(dtype=ms.int32))
case("BartlettWindow n python", lambda: ops.bartlett_window(5))
# BatchMatMul
XA = np.arange(2 * 2 * 3).reshape(2, 2, 3) % 5 - 2.0
XB = np.arange(2 * 3 * 4).reshape(2, 3, 4) % 7 - 3.0
for dt in [ms.float16, ms.float32, ms.float64, ms.int8, ms.int32, ms.int64, ms.uint8, ms.complex64, ms.bool_]:
    case(f"BatchMatMul {dt}", lambda: Net(P.BatchMatMul())(Tensor(XA, dt), Tensor(XB, dt)))
for ta in [False, True]:
    for tb in [False, True]:
        case(f"BatchMatMul ta={ta} tb={tb}", lambda: Net(P.BatchMatMul(ta, tb))(Tensor(XA.transpose(0, 2, 1) if ta else XA, ms.float32), Tensor(XB.transpose(0, 2, 1) if tb else XB, ms.float32)))
        case(f"BatchMatMul grad ta={ta} tb={tb}", lambda: Grad(Net(P.BatchMatMul(ta, tb)))(Tensor(XA.transpose(0, 2, 1) if ta else XA, ms.float32), Tensor(XB.transpose(0, 2, 1) if tb else XB, ms.float32), Tensor(np.ones((2, 2, 4)), ms.float32)))
case("BatchMatMul bcast", lambda: Net(P.BatchMatMul())(Tensor(XA, ms.float32), Tensor(XB[0], ms.float32)))
case("BatchMatMul bcast batch", lambda: Net(P.BatchMatMul())(Tensor(XA[None], ms.float32), Tensor(np.stack([XB, XB]), ms.float32)))
case("BatchMatMul bcast grad", lambda: Grad(Net(P.BatchMatMul()))(Tensor(XA, ms.float32), Tensor(XB[:1], ms.float32), Tensor(np.ones((2, 2, 4)), ms.float32)))
case("BatchMatMul mixed", lambda: Net(P.BatchMatMul())(Tensor(XA, ms.float32), Tensor(XB, ms.float16)))
case("BatchMatMul 2d", lambda: Net(P.BatchMatMul())(Tensor(XA[0], ms.float32), Tensor(XB[0], ms.float32)))
case("BatchMatMul 1d", lambda: Net(P.BatchMatMul())(Tensor(XA[0, 0], ms.float32), Tensor(XB[0], ms.float32)))
case("BatchMatMul k mismatch", lambda: Net(P.BatchMatMul())(Tensor(XA, ms.float32), Tensor(XB[:, :2], ms.float32)))
case("BatchMatMul empty", lambda: Net(P.BatchMatMul())(Tensor(np.zeros((0, 2, 3)), ms.float32), Tensor(np.zeros((0, 3, 4)), ms.float32)))
case("BatchMatMul k0", lambda: Net(P.BatchMatMul())(Tensor(np.zeros((2, 2, 0)), ms.float32), Tensor(np.zeros((2, 0, 4)), ms.float32)))
case("BatchMatMul f16 grad", lambda: Grad(Net(P.BatchMatMul()))(Tensor(XA, ms.float16), Tensor(XB, ms.float16), Tensor(np.ones((2, 2, 4)), ms.float16)))
case("BatchMatMul rank5", lambda: Net(P.BatchMatMul())(Tensor(np.ones((1, 2, 1, 2, 3)), ms.float32), Tensor(np.ones((2, 1, 2, 3, 1)), ms.float32)))
case("BatchMatMul ta int", lambda: P.BatchMatMul(transpose_a=1))
# BatchToSpace / BatchToSpaceND
BX = np.arange(4 * 1 * 2 * 2).reshape(4, 1, 2, 2) * 1.0
for dt in [ms.float16, ms.float32, ms.int8, ms.int32, ms.uint8, ms.bool_, ms.float64, ms.complex64]:
    case(f"BatchToSpace {dt}", lambda: Net(P.BatchToSpace(2, [[0, 0], [0, 0]]))(Tensor(BX, dt)))
    case(f"BatchToSpaceND {dt}", lambda: Net(P.BatchToSpaceND([2, 2], [[0, 0], [0, 0]]))(Tensor(BX, dt)))
case("BatchToSpace crops", lambda: Net(P.BatchToSpace(2, [[1, 0], [0, 1]]))(Tensor(BX, ms.float32)))
case("BatchToSpaceND crops", lambda: Net(P.BatchToSpaceND([2, 2], [[0, 1], [1, 1]]))(Tensor(BX, ms.float32)))
case("BatchToSpaceND block int", lambda: Net(P.BatchToSpaceND(2, [[0, 0], [0, 0]]))(Tensor(BX, ms.float32)))
case("BatchToSpaceND 1-d block", lambda: Net(P.BatchToSpaceND([2], [[0, 0]]))(Tensor(np.arange(8.0).reshape(2, 1, 4), ms.float32)))
case("BatchToSpace bad batch", lambda: Net(P.BatchToSpace(2, [[0, 0], [0, 0]]))(Tensor(BX[:3], ms.float32)))
case("BatchToSpace block 1", lambda: P.BatchToSpace(1, [[0, 0], [0, 0]]))
case("BatchToSpace crop neg", lambda: P.BatchToSpace(2, [[-1, 0], [0, 0]]))
case("BatchToSpace crop too big", lambda: Net(P.BatchToSpace(2, [[2, 2], [0, 0]]))(Tensor(BX, ms.float32)))
case("BatchToSpace 3-d", lambda: Net(P.BatchToSpace(2, [[0, 0], [0, 0]]))(Tensor(BX[:, 0], ms.float32)))
case("BatchToSpace grad", lambda: Grad(Net(P.BatchToSpace(2, [[0, 0], [0, 1]])))(Tensor(BX, ms.float32), Tensor(np.arange(12.0).reshape(1, 1, 4, 3), ms.float32)))
case("BatchToSpaceND grad", lambda: Grad(Net(P.BatchToSpaceND([2, 2], [[1, 0], [0, 0]])))(Tensor(BX, ms.float32), Tensor(np.arange(12.0).reshape(1, 1, 3, 4), ms.float32)))
case("batch_to_space_nd fn", lambda: ops.batch_to_space_nd(Tensor(BX, ms.float32), [2, 2], [[0, 0], [0, 0]]))
# BiasAdd / BiasAddGrad
BXA = np.arange(2 * 3 * 2 * 2).reshape(2, 3, 2, 2) % 5 - 2.0
for dt in [ms.float16, ms.float32, ms.float64, ms.int8, ms.int32, ms.int64, ms.uint8, ms.complex64, ms.bool_]:
    case(f"BiasAdd {dt}", lambda: Net(P.BiasAdd())(Tensor(BXA, dt), Tensor(np.array([1, 2, 3]), dt)))
    case(f"BiasAddGrad {dt}", lambda: Net(G.BiasAddGrad())(Tensor(BXA, dt)))
for fmt in ["NCHW", "NHWC", "NCDHW"]:
    case(f"BiasAdd {fmt}", lambda: Net(P.BiasAdd(fmt))(Tensor(BXA if fmt != "NCDHW" else BXA[..., None], ms.float32), Tensor(np.array([1.0, 2, 3]) if fmt != "NHWC" else np.array([1.0, 2]), ms.float32)))
    case(f"BiasAddGrad {fmt}", lambda: Net(G.BiasAddGrad(fmt))(Tensor(BXA if fmt != "NCDHW" else BXA[..., None], ms.float32)))
    case(f"BiasAdd grad {fmt}", lambda: Grad(Net(P.BiasAdd(fmt)))(Tensor(BXA, ms.float32), Tensor(np.array([1.0, 2, 3]) if fmt != "NHWC" else np.array([1.0, 2]), ms.float32), Tensor(np.ones((2, 3, 2, 2)), ms.float32)))
case("BiasAdd 2-d", lambda: Net(P.BiasAdd())(Tensor(BXA[:, :, 0, 0], ms.float32), Tensor(np.array([1.0, 2, 3]), ms.float32)))
case("BiasAdd 1-d", lambda: Net(P.BiasAdd())(Tensor(BXA[0, :, 0, 0], ms.float32), Tensor(np.array([1.0, 2, 3]), ms.float32)))
case("BiasAdd 6-d", lambda: Net(P.BiasAdd())(Tensor(np.ones((1, 3, 1, 1, 1, 2)), ms.float32), Tensor(np.array([1.0, 2, 3]), ms.float32)))
case("BiasAdd bad bias", lambda: Net(P.BiasAdd())(Tensor(BXA, ms.float32), Tensor(np.array([1.0, 2]), ms.float32)))
case("BiasAdd mixed", lambda: Net(P.BiasAdd())(Tensor(BXA, ms.float32), Tensor(np.array([1.0, 2, 3]), ms.float16)))
case("BiasAdd bias 2-d", lambda: Net(P.BiasAdd())(Tensor(BXA, ms.float32), Tensor(np.ones((1, 3)), ms.float32)))
case("BiasAdd NCDHW 4d", lambda: Net(P.BiasAdd("NCDHW"))(Tensor(BXA, ms.float32), Tensor(np.array([1.0, 2, 3]), ms.float32)))
case("BiasAddGrad 2-d", lambda: Net(G.BiasAddGrad())(Tensor(BXA[:, :, 0, 0], ms.float32)))
case("BiasAddGrad f16 big", lambda: Net(G.BiasAddGrad())(Tensor(np.full((64, 2, 8, 8), 0.1), ms.float16)))
case("BiasAdd bad format", lambda: P.BiasAdd("NCWH"))
# Bincount
BI = np.array([0, 1, 1, 3, 2, 1, 7])
W = np.array([1.0, 2.0, 0.5, 1.0, 3.0, 1.0, 2.0])
for dt in [ms.float16, ms.float32, ms.float64, ms.int32, ms.int64]:
    case(f"Bincount weights {dt}", lambda: Net(AP.Bincount())(Tensor(BI, ms.int32), Tensor(5, ms.int32), Tensor(W, dt)))
case("Bincount no weights", lambda: Net(AP.Bincount())(Tensor(BI, ms.int32), Tensor(5, ms.int32), Tensor(np.array([], np.float32))))
case("Bincount size 0", lambda: Net(AP.Bincount())(Tensor(BI, ms.int32), Tensor(0, ms.int32), Tensor(W, ms.float32)))
case("Bincount size neg", lambda: Net(AP.Bincount())(Tensor(BI, ms.int32), Tensor(-1, ms.int32), Tensor(W, ms.float32)))
case("Bincount neg value", lambda: Net(AP.Bincount())(Tensor(np.array([0, -1, 2]), ms.int32), Tensor(4, ms.int32), Tensor(np.ones(3), ms.float32)))
case("Bincount 2-d", lambda: Net(AP.Bincount())(Tensor(BI[:6].reshape(2, 3), ms.int32), Tensor(5, ms.int32), Tensor(W[:6].reshape(2, 3), ms.float32)))
case("Bincount int64 arr", lambda: Net(AP.Bincount())(Tensor(BI, ms.int64), Tensor(5, ms.int32), Tensor(W, ms.float32)))
case("Bincount weight shape", lambda: Net(AP.Bincount())(Tensor(BI, ms.int32), Tensor(5, ms.int32), Tensor(W[:3], ms.float32)))
for mn in [0, 3, 10]:
    case(f"ops.bincount minlength={mn}", lambda: ops.bincount(Tensor(BI, ms.int32), minlength=mn))
    case(f"ops.bincount weights minlength={mn}", lambda: ops.bincount(Tensor(BI, ms.int32), Tensor(W, ms.float32), minlength=mn))
case("ops.bincount empty", lambda: ops.bincount(Tensor(np.array([], np.int32))))
case("ops.bincount neg", lambda: ops.bincount(Tensor(np.array([0, -1]), ms.int32)))
case("ops.bincount float", lambda: ops.bincount(Tensor(np.array([0.0, 1.0]), ms.float32)))
case("ops.bincount int8", lambda: ops.bincount(Tensor(np.array([0, 1, 1]), ms.int8)))
case("ops.bincount 2-d", lambda: ops.bincount(Tensor(np.array([[0, 1]]), ms.int32)))
case("ops.bincount weights f64", lambda: ops.bincount(Tensor(BI, ms.int32), Tensor(W, ms.float64)))
case("ops.bincount weights int", lambda: ops.bincount(Tensor(BI, ms.int32), Tensor(W.astype(int), ms.int32)))
