"""mint.nn.functional forms with keyword arguments, 0-d / empty / int inputs and invalid values (eagerly, then in a
GRAPH_MODE Cell when $MODE=graph)."""
import numpy as np
import mindspore as ms
from mindspore import mint, nn, ops, Tensor
from mindspore.mint.nn import functional as F
from _h import case


def arr(shape, dt=np.float32, seed=0):
    r = np.random.RandomState(seed)
    return Tensor((r.randn(*shape) * 2).astype(dt))


class Fn(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, *x):
        return self.f(*x)


def run(name, f, *x):
    case(name, lambda: Fn(f)(*x))


def pad_c(x): return F.pad(x, (1, 2), mode='circular')
def pad_r(x): return F.pad(x, (1, 1, 2, 0), mode='reflect')
def pad_rep(x): return F.pad(x, [0, 2, 1, 1], mode='replicate')
def pad_k(x): return F.pad(x, (1, 1), value=3.5)
def pad_kneg(x): return F.pad(x, (-1, 1))
def pad_odd(x): return F.pad(x, (1, 1, 1))
def pad_rbig(x): return F.pad(x, (4, 4), mode='reflect')
def pad_bad(x): return F.pad(x, (1, 1), mode='foo')
def glu0(x): return F.glu(x, dim=0)
def glu_last(x): return F.glu(x)
def glu_odd(x): return F.glu(x, dim=1)
def hs(x): return F.hardshrink(x, lambd=1.0)
def hs_neg(x): return F.hardshrink(x, -0.5)
def ss(x): return F.softshrink(x, lambd=0.7)
def ss_neg(x): return F.softshrink(x, lambd=-0.5)
def sm_dt(x): return F.softmax(x, dim=0, dtype=ms.float64)
def sm_oob(x): return F.softmax(x, 5)
def drop_eval(x): return F.dropout(x, p=0.5, training=False)
def drop_p1(x): return F.dropout(x, 1.0)
def drop_neg(x): return F.dropout(x, p=-0.1)
def drop_big(x): return F.dropout(x, p=1.5)
def silu(x): return F.silu(x)
def sig(x): return F.sigmoid(x)
def tanh(x): return F.tanh(x)
def relu(x): return F.relu(x)
def hsw(x): return F.hardswish(x)
def hsg(x): return F.hardsigmoid(x)
def prelu(x, w): return F.prelu(x, w)
def gn(x, w, b): return F.group_norm(x, 2, w, b, eps=0.01)
def gn_now(x): return F.group_norm(x, 2)
def gn_bad(x): return F.group_norm(x, 3)
def bcel(x, y): return F.binary_cross_entropy_with_logits(x, y, reduction='sum')
def bcel_pw(x, y): return F.binary_cross_entropy_with_logits(x, y, pos_weight=Tensor(np.array([2.0], np.float32)))
def bcel_bad(x, y): return F.binary_cross_entropy_with_logits(x, y, reduction='avg')
def bcel_shape(x, y): return F.binary_cross_entropy_with_logits(x, y[..., :2])
def nll(x, t): return F.nll_loss(x, t, reduction='sum', ignore_index=0)
def nll_oob(x, t): return F.nll_loss(x, t * 9)
def nll_bad(x, t): return F.nll_loss(x, t, reduction='max')
def sl1(x, y): return F.smooth_l1_loss(x, y, beta=0.3, reduction='none')
def sl1_neg(x, y): return F.smooth_l1_loss(x, y, beta=-1.0)
def oh(t): return F.one_hot(t, num_classes=5)
def oh_auto(t): return F.one_hot(t)
def oh_small(t): return F.one_hot(t, 2)
def amp(x): return F.adaptive_max_pool2d(x, (1, 2))
def amp_idx(x): return F.adaptive_max_pool2d(x, 2, return_indices=True)
def emb(i, w): return F.embedding(i, w, padding_idx=1)
def thr(x): return F.threshold(x, 0.5, -2.0)
def elu(x): return F.elu(x, alpha=0.5)
def lrelu(x): return F.leaky_relu(x, negative_slope=0.3)
def logsm(x): return F.log_softmax(x, dim=1)
def relu6(x): return F.relu6(x)
def softplus(x): return F.softplus(x, beta=2, threshold=3)
def mish(x): return F.mish(x)
def selu(x): return F.selu(x)


for dt in (np.float32, np.float16, np.float64):
    d = np.dtype(dt).name
    x = arr((2, 4, 5), dt)
    y = ops.sigmoid(arr((2, 4, 5), dt, 1))
    for nm, f in [("pad_c", pad_c), ("pad_r", pad_r), ("pad_rep", pad_rep), ("pad_k", pad_k), ("pad_kneg", pad_kneg),
                  ("pad_odd", pad_odd), ("pad_rbig", pad_rbig), ("pad_bad", pad_bad), ("glu0", glu0),
                  ("glu_odd", glu_odd), ("hs", hs), ("hs_neg", hs_neg), ("ss", ss), ("ss_neg", ss_neg),
                  ("sm_dt", sm_dt), ("sm_oob", sm_oob), ("drop_eval", drop_eval), ("drop_p1", drop_p1),
                  ("drop_neg", drop_neg), ("drop_big", drop_big), ("silu", silu), ("sig", sig), ("tanh", tanh),
                  ("relu", relu), ("hsw", hsw), ("hsg", hsg), ("gn_now", gn_now), ("gn_bad", gn_bad),
                  ("amp", amp), ("thr", thr), ("elu", elu), ("lrelu", lrelu), ("logsm", logsm),
                  ("relu6", relu6), ("softplus", softplus), ("mish", mish), ("selu", selu)]:
        run(f"{nm}_{d}", f, x)
        run(f"{nm}_{d}_0d", f, Tensor(np.array(-0.7, dt)))
        run(f"{nm}_{d}_empty", f, Tensor(np.zeros((0, 4, 5), dt)))
    run(f"glu_last_{d}", glu_last, arr((2, 4), dt))
    run(f"amp_idx_{d}", amp_idx, x)
    run(f"prelu_{d}", prelu, x, Tensor(np.array([0.1, 0.2, 0.3, 0.4], dt)))
    run(f"prelu_{d}_w1", prelu, x, Tensor(np.array([0.1], dt)))
    run(f"prelu_{d}_wbad", prelu, x, Tensor(np.array([0.1, 0.2], dt)))
    run(f"prelu_{d}_w0d", prelu, x, Tensor(np.array(0.25, dt)))
    run(f"gn_{d}", gn, x, Tensor(np.arange(4).astype(dt)), Tensor(np.ones(4, dt)))
    run(f"bcel_{d}", bcel, x, y)
    run(f"bcel_pw_{d}", bcel_pw, x, y)
    run(f"bcel_bad_{d}", bcel_bad, x, y)
    run(f"bcel_shape_{d}", bcel_shape, x, y)
    lg = arr((5, 4), dt, 2)
    t = Tensor(np.array([0, 3, 1, 1, 2], np.int32))
    run(f"nll_{d}", nll, lg, t)
    run(f"nll_oob_{d}", nll_oob, lg, t)
    run(f"nll_bad_{d}", nll_bad, lg, t)
    run(f"sl1_{d}", sl1, x, y)
    run(f"sl1_neg_{d}", sl1_neg, x, y)
    run(f"emb_{d}", emb, Tensor(np.array([[0, 1], [2, 1]], np.int32)), arr((3, 2), dt))
for it in (np.int32, np.int64, np.bool_):
    d = np.dtype(it).name
    xi = Tensor(np.array([[1, 0, 3], [2, 2, 0]]).astype(it))
    for nm, f in [("relu", relu), ("sig", sig), ("silu", silu), ("hs", hs), ("pad_k", pad_k), ("pad_c", pad_c),
                  ("drop_eval", drop_eval), ("sm_dt", sm_dt), ("tanh", tanh), ("hsw", hsw), ("glu_last", glu_last)]:
        run(f"{nm}_{d}", f, xi)
    run(f"oh_{d}", oh, xi)
    run(f"oh_auto_{d}", oh_auto, xi)
    run(f"oh_small_{d}", oh_small, xi)
