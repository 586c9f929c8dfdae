"""mint.nn layers with non-default constructor arguments: forward, parameters, gradients w.r.t. input and weights
(the Cell is called in the mode $MODE sets)."""
import numpy as np
import mindspore as ms
from mindspore import mint, nn, ops, Tensor
from mindspore.mint.nn import functional as F
from _h import case


def arr(shape, dt=np.float32, seed=0):
    r = np.random.RandomState(seed)
    return Tensor((r.randn(*shape) * 2).astype(dt))


class Call(nn.Cell):
    def __init__(self, layer):
        super().__init__()
        self.layer = layer

    def construct(self, *x):
        return self.layer(*x)


class GradIn(nn.Cell):
    def __init__(self, layer):
        super().__init__()
        self.layer = layer

    def construct(self, *x):
        return ms.grad(self.layer, grad_position=0)(*x)


class GradW(nn.Cell):
    def __init__(self, layer):
        super().__init__()
        self.layer = layer
        self.w = ms.ParameterTuple(layer.trainable_params())

    def construct(self, *x):
        return ms.grad(self.layer, grad_position=None, weights=self.w)(*x)


def params(layer):
    return [(p.name, p.dtype, tuple(p.shape), p.requires_grad) for p in layer.get_parameters()]


def run(name, mk, *x, grads=True):
    case(name + "/params", lambda: str(params(mk())))
    case(name + "/fwd", lambda: Call(mk())(*x))
    if grads:
        case(name + "/gin", lambda: GradIn(mk())(*x))
        if mk().trainable_params():
            case(name + "/gw", lambda: GradW(mk())(*x))


X4 = arr((2, 4, 3, 3))
X3 = arr((2, 4, 5))
for dt in (np.float32, np.float16, np.float64):
    d = np.dtype(dt).name
    x4 = arr((2, 4, 3, 3), dt)
    # LayerNorm
    run(f"ln_{d}_default", lambda: mint.nn.LayerNorm(3), x4)
    run(f"ln_{d}_2d_eps", lambda: mint.nn.LayerNorm((3, 3), eps=1e-2), x4)
    run(f"ln_{d}_noaffine", lambda: mint.nn.LayerNorm([3], elementwise_affine=False), x4)
    run(f"ln_{d}_nobias", lambda: mint.nn.LayerNorm(3, bias=False), x4)
    run(f"ln_{d}_dtype16", lambda: mint.nn.LayerNorm(3, dtype=ms.float16), x4)
    # GroupNorm
    run(f"gn_{d}_2g", lambda: mint.nn.GroupNorm(2, 4), x4)
    run(f"gn_{d}_noaffine", lambda: mint.nn.GroupNorm(4, 4, eps=0.1, affine=False), x4)
    run(f"gn_{d}_1g_3d", lambda: mint.nn.GroupNorm(1, 4), arr((2, 4, 5), dt))
    run(f"gn_{d}_dtype16", lambda: mint.nn.GroupNorm(2, 4, dtype=ms.float16), x4)
    # activations
    run(f"prelu_{d}_4", lambda: mint.nn.PReLU(4, 0.1), x4)
    run(f"prelu_{d}_1", lambda: mint.nn.PReLU(), x4)
    run(f"prelu_{d}_dtype", lambda: mint.nn.PReLU(4, 0.3, dtype=ms.float16), x4)
    run(f"prelu_{d}_1d", lambda: mint.nn.PReLU(1, 0.2), arr((5,), dt))
    run(f"prelu_{d}_0d", lambda: mint.nn.PReLU(1, 0.2), Tensor(np.array(-1.5, dt)))
    run(f"silu_{d}", lambda: mint.nn.SiLU(), x4)
    run(f"hswish_{d}", lambda: mint.nn.Hardswish(), x4)
    run(f"hsig_{d}", lambda: mint.nn.Hardsigmoid(), x4)
    run(f"softmax_{d}_dim1", lambda: mint.nn.Softmax(dim=1), x4)
    run(f"softmax_{d}_dimneg", lambda: mint.nn.Softmax(-2), x4)
    run(f"softmax_{d}_none", lambda: mint.nn.Softmax(), x4)
    run(f"tanh_{d}", lambda: mint.nn.Tanh(), x4)
    run(f"sigmoid_{d}", lambda: mint.nn.Sigmoid(), x4)
    run(f"relu_{d}", lambda: mint.nn.ReLU(), x4)
    run(f"gelu_{d}_tanh", lambda: mint.nn.GELU(approximate='tanh'), x4)
    run(f"amax2d_{d}", lambda: mint.nn.AdaptiveMaxPool2d((2, 1)), x4)
    run(f"amax2d_{d}_idx", lambda: mint.nn.AdaptiveMaxPool2d(2, return_indices=True), x4, grads=False)
    run(f"amax2d_{d}_none", lambda: mint.nn.AdaptiveMaxPool2d((None, 2)), x4)
    run(f"amax1d_{d}", lambda: mint.nn.AdaptiveMaxPool1d(2), arr((2, 4, 5), dt))
    # losses with arguments
    y4 = arr((2, 4, 3, 3), dt, 1)
    run(f"bcel_{d}_posw", lambda: mint.nn.BCEWithLogitsLoss(pos_weight=Tensor(np.array([1., 2., 0.5], dt))),
        x4, ops.sigmoid(y4))
    run(f"bcel_{d}_w_none", lambda: mint.nn.BCEWithLogitsLoss(weight=Tensor(np.array([2., 0.5, 1.], dt)), reduction='none'),
        x4, ops.sigmoid(y4))
    run(f"bcel_{d}_sum", lambda: mint.nn.BCEWithLogitsLoss(reduction='sum'), x4, ops.sigmoid(y4))
    run(f"sl1_{d}_beta", lambda: mint.nn.SmoothL1Loss(beta=0.5), x4, y4)
    run(f"sl1_{d}_beta0", lambda: mint.nn.SmoothL1Loss(beta=0.0, reduction='sum'), x4, y4)
    run(f"sl1_{d}_none", lambda: mint.nn.SmoothL1Loss(reduction='none', beta=2.0), x4, y4)
    lg = arr((5, 4), dt, 2)
    tg = Tensor(np.array([0, 3, 1, 1, 2], np.int64))
    run(f"nll_{d}_ign", lambda: mint.nn.NLLLoss(ignore_index=1), lg, tg)
    run(f"nll_{d}_w", lambda: mint.nn.NLLLoss(weight=Tensor(np.array([1., 2., 3., 0.5], dt))), lg, tg)
    run(f"nll_{d}_w_sum", lambda: mint.nn.NLLLoss(weight=Tensor(np.array([1., 2., 3., 0.5], dt)), reduction='sum'), lg, tg)
    run(f"nll_{d}_none_ign", lambda: mint.nn.NLLLoss(reduction='none', ignore_index=3), lg, tg)
    run(f"nll_{d}_allign", lambda: mint.nn.NLLLoss(ignore_index=7), lg, Tensor(np.array([7, 7, 7, 7, 7], np.int64)))
    run(f"mse_{d}_sum", lambda: mint.nn.MSELoss(reduction='sum'), x4, y4)
    run(f"l1_{d}_none", lambda: mint.nn.L1Loss(reduction='none'), x4, y4)
    run(f"bce_{d}_w", lambda: mint.nn.BCELoss(weight=Tensor(np.array([1., 2., 0.5], dt))), ops.sigmoid(x4), ops.sigmoid(y4))
    run(f"ce_{d}_ls", lambda: mint.nn.CrossEntropyLoss(label_smoothing=0.2), lg, tg)
    run(f"ce_{d}_w_ign", lambda: mint.nn.CrossEntropyLoss(weight=Tensor(np.array([1., 2., 3., 0.5], dt)), ignore_index=3), lg, tg)
    run(f"ce_{d}_prob", lambda: mint.nn.CrossEntropyLoss(), lg, ops.softmax(arr((5, 4), dt, 3), -1))
    run(f"kl_{d}_bm", lambda: mint.nn.KLDivLoss(reduction='batchmean', log_target=True), lg, arr((5, 4), dt, 3))
    # dropout eval/train p=0 / p=1
    run(f"drop_{d}_eval", lambda: mint.nn.Dropout(0.5).set_train(False), x4)
    run(f"drop_{d}_p0", lambda: mint.nn.Dropout(0.0), x4)
    run(f"drop_{d}_p1", lambda: mint.nn.Dropout(1.0), x4)
    run(f"drop2d_{d}_eval", lambda: mint.nn.Dropout2d(0.5).set_train(False), x4)
