"""mint.nn layers x dtypes: forward, input / weight gradients, in a Cell (PyNative or GRAPH_MODE with SWEEP_GRAPH=1)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn, ops
from _h import case

ms.set_seed(1)
x4 = (np.arange(2 * 3 * 4 * 5).reshape(2, 3, 4, 5) % 7 - 3).astype(np.float32) / 2
x3 = (np.arange(2 * 3 * 6).reshape(2, 3, 6) % 5 - 2).astype(np.float32)
x5 = (np.arange(1 * 2 * 4 * 4 * 4).reshape(1, 2, 4, 4, 4) % 5 - 2).astype(np.float32)


class W(nn.Cell):
    def __init__(self, m):
        super().__init__()
        self.m = m

    def construct(self, x):
        return self.m(x)


def run(label, mk, x):
    def fwd():
        return W(mk())(x)
    case(label, fwd)
    def grads():
        net = W(mk())
        ps = net.trainable_params()
        if ps:
            return ops.GradOperation(get_all=True, get_by_list=True)(net, ms.ParameterTuple(ps))(x)
        return ops.GradOperation(get_all=True)(net)(x)
    case(label + " grad", grads)


for dt in (np.float32, np.float16, np.float64):
    n = np.dtype(dt).name
    a, b, c = Tensor(x4.astype(dt)), Tensor(x3.astype(dt)), Tensor(x5.astype(dt))
    run("AdaptiveAvgPool2d %s" % n, lambda: mint.nn.AdaptiveAvgPool2d((3, 2)), a)
    run("AdaptiveAvgPool1d %s" % n, lambda: mint.nn.AdaptiveAvgPool1d(4), b)
    run("AdaptiveMaxPool1d %s" % n, lambda: mint.nn.AdaptiveMaxPool1d(4), b)
    run("AdaptiveAvgPool3d %s" % n, lambda: mint.nn.AdaptiveAvgPool3d((2, 3, 1)), c)
    run("AvgPool2d %s" % n, lambda: mint.nn.AvgPool2d(2, 1, 1, count_include_pad=False), a)
    run("AvgPool1d %s" % n, lambda: mint.nn.AvgPool1d(3, 2, 1, ceil_mode=True), b)
    run("AvgPool3d %s" % n, lambda: mint.nn.AvgPool3d(2, 2), c)
    run("MaxPool2d %s" % n, lambda: mint.nn.MaxPool2d(2, 1, 1), a)
    run("BatchNorm2d %s" % n, lambda: mint.nn.BatchNorm2d(3), a)
    run("BatchNorm1d %s" % n, lambda: mint.nn.BatchNorm1d(3, affine=False), b)
    run("GroupNorm %s" % n, lambda: mint.nn.GroupNorm(1, 3), a)
    run("LayerNorm %s" % n, lambda: mint.nn.LayerNorm((5,), elementwise_affine=False), a)
    run("LayerNorm nobias %s" % n, lambda: mint.nn.LayerNorm([4, 5], bias=False), a)
    run("Conv2d %s" % n, lambda: mint.nn.Conv2d(3, 2, 3, padding=1, dtype=ms.float32 if n != "float16" else ms.float16), a)
    run("Conv1d %s" % n, lambda: mint.nn.Conv1d(3, 2, 2, stride=2, bias=False), b)
    run("Linear %s" % n, lambda: mint.nn.Linear(5, 2), a)
    run("Embedding %s" % n, lambda: mint.nn.Embedding(4, 3, padding_idx=1), Tensor(np.array([[0, 1], [3, 1]], np.int64)))
    run("Upsample %s" % n, lambda: mint.nn.Upsample(scale_factor=2.0, mode="nearest"), a)
    run("Upsample bil %s" % n, lambda: mint.nn.Upsample(size=(5, 7), mode="bilinear", align_corners=True), a)
    run("UpsamplingNearest2d %s" % n, lambda: mint.nn.UpsamplingNearest2d(size=(6, 3)), a)
    run("UpsamplingBilinear2d %s" % n, lambda: mint.nn.UpsamplingBilinear2d(scale_factor=1.5), a)
    run("PixelShuffle %s" % n, lambda: mint.nn.PixelShuffle(2), Tensor(np.arange(16).reshape(1, 4, 2, 2).astype(dt)))
    run("ReflectionPad2d %s" % n, lambda: mint.nn.ReflectionPad2d((1, 2, 0, 1)), a)
    run("ReplicationPad1d %s" % n, lambda: mint.nn.ReplicationPad1d(2), b)
    run("ConstantPad2d %s" % n, lambda: mint.nn.ConstantPad2d((1, 0, 2, 1), -1.5), a)
    run("ZeroPad2d %s" % n, lambda: mint.nn.ZeroPad2d(1), a)
    run("ZeroPad1d neg %s" % n, lambda: mint.nn.ZeroPad1d((-1, 2)), b)
    run("Flatten %s" % n, lambda: mint.nn.Flatten(), a)
    run("Fold %s" % n, lambda: mint.nn.Fold((3, 4), 2), Tensor(np.arange(2 * 12 * 6, dtype=dt).reshape(2, 12, 6)))
    run("Unfold %s" % n, lambda: mint.nn.Unfold(2, stride=2), a)
    run("Identity %s" % n, lambda: mint.nn.Identity(), a)
    run("Dropout eval %s" % n, lambda: mint.nn.Dropout(0.3).set_train(False), a)
    run("Dropout2d p0 %s" % n, lambda: mint.nn.Dropout2d(0.0), a)
    run("PReLU %s" % n, lambda: mint.nn.PReLU(3, 0.1), a)
    run("Softmax %s" % n, lambda: mint.nn.Softmax(1), a)
    run("LogSoftmax %s" % n, lambda: mint.nn.LogSoftmax(-1), a)
    run("GLU %s" % n, lambda: mint.nn.GLU(2), a)
    run("Threshold %s" % n, lambda: mint.nn.Threshold(0.5, 9.0), a)
    run("Hardtanh %s" % n, lambda: mint.nn.Hardtanh(-0.5, 0.5), a)
    run("ELU %s" % n, lambda: mint.nn.ELU(0.3), a)
    run("GELU %s" % n, lambda: mint.nn.GELU("tanh"), a)
    run("Softshrink %s" % n, lambda: mint.nn.Softshrink(1.0), a)
    run("Hardshrink %s" % n, lambda: mint.nn.Hardshrink(1.0), a)
