"""mint.nn.functional.cross_entropy / mint.nn.CrossEntropyLoss as MindSpore 2.10's cross_entropy_ext (adapt42mint,
variants of st/mint test_cross_entropy with float64 / float16 probabilities, empty batches and class ids out of
range).  Graph mode only: MindSpore 2.10's CPU PyNative lacks its LogSoftmaxExt kernel.
Silent: a float16 input with probability targets and reduction 'mean' is Float32 (msgraph Float16); an empty batch
is a ValueError (msgraph: NaN); a class id outside [0, C) is NLLLoss's ValueError (msgraph counted -1 from the
end).  Float64 probability targets are probabilities (msgraph refused them: nll_loss's int-target TypeError), and
probabilities of another shape are a ValueError (msgraph: Mul's broadcast error, a ValueError too)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn
from _conf import emit, emit_error

MODES = ("graph",)
F = mint.nn.functional


class CE(nn.Cell):
    def __init__(self, **kw):
        super().__init__()
        self.kw = kw

    def construct(self, x, t):
        return F.cross_entropy(x, t, **self.kw)


class Layer(nn.Cell):
    def __init__(self, **kw):
        super().__init__()
        self.loss = mint.nn.CrossEntropyLoss(**kw)

    def construct(self, x, t):
        return self.loss(x, t)


lg = (np.arange(12).reshape(3, 4) % 5 - 2) * 0.5
pr = np.array([[0.1, 0.2, 0.3, 0.4], [0.25, 0.25, 0.25, 0.25], [0.7, 0.1, 0.1, 0.1]])


def T(a, d):
    return Tensor(np.asarray(a).astype(d))


emit("p64_mean", CE()(T(lg, np.float64), T(pr, np.float64)))
emit("p64_grad", ms.grad(CE())(T(lg, np.float64), T(pr, np.float64)))
emit("p32_target64", CE()(T(lg, np.float32), T(pr, np.float64)))
emit("p64_smooth_weight", CE(label_smoothing=0.2, weight=T([1, 2, 3, 4], np.float64))(T(lg, np.float64),
                                                                                      T(pr, np.float64)))
emit("p64_1d", CE()(T(lg[0], np.float64), T(pr[0], np.float64)))
emit("p16_mean", CE()(T(lg, np.float16), T(pr, np.float16)))
emit("p16_mean_layer", Layer()(T(lg, np.float16), T(pr, np.float16)))
emit("p16_sum", CE(reduction='sum')(T(lg, np.float16), T(pr, np.float16)))
emit("p32_none", CE(reduction='none')(T(lg, np.float32), T(pr, np.float32)))
emit("labels_ignore_neg", CE(ignore_index=-1)(T(lg, np.float32), T([-1, 0, 3], np.int32)))
emit_error("p_shape", lambda: CE()(T(lg, np.float32), T(pr[:2], np.float32)))
emit_error("empty_batch", lambda: CE()(T(lg[:0], np.float32), T(np.zeros((0,)), np.int32)))
emit_error("label_neg", lambda: CE()(T(lg, np.float32), T([-1, 0, 1], np.int32)))
emit_error("label_neg_layer", lambda: Layer(reduction='sum')(T(lg, np.float32), T([0, -2, 1], np.int64)))
emit_error("label_too_big", lambda: CE()(T(lg, np.float32), T([4, 0, 1], np.int32)))
