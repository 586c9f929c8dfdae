"""adapt41nn sweep 2: RNN cells / MultiheadAttention / losses / Cell buffer & state_dict APIs."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter
from _h import case


def R(shape, dt="float32", seed=0, lo=-1.0, hi=1.0):
    return Tensor(np.random.RandomState(seed).uniform(lo, hi, shape).astype(dt))


class Fn(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, *a):
        return self.net(*a)


def G(net, *a):
    return ops.GradOperation(get_all=True)(Fn(net))(*a)


def seeded(cell, seed=3):
    rs = np.random.RandomState(seed)
    for p in cell.get_parameters():
        p.set_data(Tensor(rs.uniform(-0.5, 0.5, p.shape).astype(p.asnumpy().dtype)))
    return cell


def pn(cell):
    return [(p.name, p.shape) for p in cell.get_parameters()]


x = R((3, 4))
h = R((3, 5), seed=1)
c = R((3, 5), seed=2)
for nm, ctor in [("rnncell_tanh", lambda **k: nn.RNNCell(4, 5, **k)), ("rnncell_relu", lambda **k: nn.RNNCell(4, 5, nonlinearity="relu", **k)),
                 ("grucell", lambda **k: nn.GRUCell(4, 5, **k))]:
    case(f"{nm}", lambda: Fn(seeded(ctor()))(x, h))
    case(f"{nm}_nobias", lambda: Fn(seeded(ctor(has_bias=False)))(x, h))
    case(f"{nm}_params", lambda: pn(ctor()))
    case(f"{nm}_grad", lambda: G(seeded(ctor()), x, h))
    case(f"{nm}_1d", lambda: Fn(seeded(ctor()))(x[0], h[0]))
    case(f"{nm}_f16", lambda: Fn(seeded(ctor(dtype=ms.float16)))(x.astype(ms.float16), h.astype(ms.float16)))
    case(f"{nm}_badin", lambda: Fn(seeded(ctor()))(R((3, 3)), h))
case("lstmcell", lambda: Fn(seeded(nn.LSTMCell(4, 5)))(x, (h, c)))
case("lstmcell_nobias", lambda: Fn(seeded(nn.LSTMCell(4, 5, has_bias=False)))(x, (h, c)))
case("lstmcell_params", lambda: pn(nn.LSTMCell(4, 5)))
case("lstmcell_1d", lambda: Fn(seeded(nn.LSTMCell(4, 5)))(x[0], (h[0], c[0])))
case("lstmcell_grad", lambda: G(seeded(nn.LSTMCell(4, 5)), x, (h, c)))
case("rnncell_badnl", lambda: nn.RNNCell(4, 5, nonlinearity="sigmoid"))
xs = R((2, 3, 4))
h0 = R((2, 3, 5), seed=4)
for nm, ctor in [("rnn", nn.RNN), ("gru", nn.GRU)]:
    case(f"{nm}_2layer", lambda: Fn(seeded(ctor(4, 5, num_layers=2)))(xs, h0))
    case(f"{nm}_bidir", lambda: Fn(seeded(ctor(4, 5, bidirectional=True)))(xs, h0))
    case(f"{nm}_batch_first", lambda: Fn(seeded(ctor(4, 5, batch_first=True)))(xs, h0[:1]))
    case(f"{nm}_seq_length", lambda: Fn(seeded(ctor(4, 5, batch_first=True)))(xs.transpose(1, 0, 2), h0[:1], Tensor(np.array([2, 1, 3], np.int32))))
    case(f"{nm}_params", lambda: pn(ctor(4, 5, num_layers=2, bidirectional=True)))
    case(f"{nm}_nohx", lambda: Fn(seeded(ctor(4, 5)))(xs))
    case(f"{nm}_grad", lambda: G(seeded(ctor(4, 5)), xs, h0[:1]))
case("lstm_bidir_2layer", lambda: Fn(seeded(nn.LSTM(4, 5, num_layers=2, bidirectional=True)))(xs, (R((4, 3, 5)), R((4, 3, 5), seed=7))))
case("lstm_params", lambda: pn(nn.LSTM(4, 5, num_layers=2, bidirectional=True, has_bias=False)))
case("lstm_seq_length", lambda: Fn(seeded(nn.LSTM(4, 5)))(xs, (h0[:1], h0[1:]), Tensor(np.array([2, 1, 3], np.int32))))
case("rnn_bad_dropout", lambda: nn.RNN(4, 5, dropout=1.5))
case("rnn_bad_nl", lambda: nn.RNN(4, 5, nonlinearity="gelu"))
# MultiheadAttention
q = R((3, 2, 8))
k = R((4, 2, 8), seed=1)
v = R((4, 2, 8), seed=2)
case("mha_basic", lambda: Fn(seeded(nn.MultiheadAttention(8, 2)))(q, k, v))
case("mha_params", lambda: pn(nn.MultiheadAttention(8, 2)))
case("mha_params_kdim", lambda: pn(nn.MultiheadAttention(8, 2, kdim=6, vdim=5, add_bias_kv=True)))
case("mha_no_weights", lambda: Fn(seeded(nn.MultiheadAttention(8, 2)))(q, k, v, None, False))
case("mha_noavg", lambda: Fn(seeded(nn.MultiheadAttention(8, 2)))(q, k, v, None, True, None, False))
case("mha_kpm_bool", lambda: Fn(seeded(nn.MultiheadAttention(8, 2)))(q, k, v, Tensor(np.array([[False, False, True, True], [False, True, False, False]]))))
case("mha_kpm_float", lambda: Fn(seeded(nn.MultiheadAttention(8, 2)))(q, k, v, Tensor(np.array([[0, 0, -1e9, 0], [0, -2.0, 0, 0]], np.float32))))
case("mha_attn_mask", lambda: Fn(seeded(nn.MultiheadAttention(8, 2)))(q, k, v, None, True, Tensor(np.triu(np.ones((3, 4), bool), 1))))
case("mha_batch_first", lambda: Fn(seeded(nn.MultiheadAttention(8, 2, batch_first=True)))(q.swapaxes(0, 1), k.swapaxes(0, 1), v.swapaxes(0, 1)))
case("mha_unbatched", lambda: Fn(seeded(nn.MultiheadAttention(8, 2)))(q[:, 0], k[:, 0], v[:, 0]))
case("mha_bias_kv_zero_attn", lambda: Fn(seeded(nn.MultiheadAttention(8, 2, add_bias_kv=True, add_zero_attn=True)))(q, k, v))
case("mha_kdim", lambda: Fn(seeded(nn.MultiheadAttention(8, 2, kdim=6, vdim=5)))(q, R((4, 2, 6)), R((4, 2, 5))))
case("mha_bad_heads", lambda: nn.MultiheadAttention(8, 3))
case("mha_grad", lambda: G(seeded(nn.MultiheadAttention(8, 2)), q, k, v))
# losses
a = R((3, 4))
b = R((3, 4), seed=1)
t = Tensor(np.array([1, -1, 1], np.float32))
for red in ["none", "mean", "sum"]:
    case(f"marginrank_{red}", lambda: Fn(nn.MarginRankingLoss(0.3, red))(a[:, 0], b[:, 0], t))
    case(f"hinge_{red}", lambda: Fn(nn.HingeEmbeddingLoss(0.5, red))(a, Tensor(np.sign(b.asnumpy()))))
    case(f"gnll_{red}", lambda: Fn(nn.GaussianNLLLoss(reduction=red))(a, b, R((3, 4), lo=0.0, hi=1.0, seed=3)))
    case(f"triplet_{red}", lambda: Fn(nn.TripletMarginLoss(reduction=red))(a, b, R((3, 4), seed=5), Tensor(1.0)))
    case(f"mlsm_{red}", lambda: Fn(nn.MultiLabelSoftMarginLoss(reduction=red))(a, Tensor((b.asnumpy() > 0).astype(np.float32))))
case("gnll_full_eps", lambda: Fn(nn.GaussianNLLLoss(full=True, eps=0.5))(a, b, R((3, 4), lo=0.0, hi=1.0, seed=3)))
case("gnll_var_bcast", lambda: Fn(nn.GaussianNLLLoss())(a, b, R((3, 1), lo=0.1, hi=1.0, seed=3)))
case("gnll_var_neg", lambda: Fn(nn.GaussianNLLLoss())(a, b, -R((3, 4), lo=0.1, hi=1.0, seed=3)))
case("gnll_f64", lambda: Fn(nn.GaussianNLLLoss())(a.astype(ms.float64), b.astype(ms.float64), R((3, 4), "float64", lo=0.1, hi=1.0)))
case("gnll_grad", lambda: G(nn.GaussianNLLLoss(), a, b, R((3, 4), lo=0.1, hi=1.0, seed=3)))
case("hinge_margin_int", lambda: Fn(nn.HingeEmbeddingLoss(1))(a, Tensor(np.sign(b.asnumpy()))))
case("hinge_f16", lambda: Fn(nn.HingeEmbeddingLoss(1.0))(a.astype(ms.float16), Tensor(np.sign(b.asnumpy())).astype(ms.float16)))
case("hinge_grad", lambda: G(nn.HingeEmbeddingLoss(1.0), a, Tensor(np.sign(b.asnumpy()))))
case("marginrank_f16", lambda: Fn(nn.MarginRankingLoss())(a[:, 0].astype(ms.float16), b[:, 0].astype(ms.float16), t.astype(ms.float16)))
case("marginrank_grad", lambda: G(nn.MarginRankingLoss(0.2), a[:, 0], b[:, 0], t))
case("marginrank_bad_red", lambda: nn.MarginRankingLoss(reduction="avg"))
case("triplet_swap_p1", lambda: Fn(nn.TripletMarginLoss(p=1, swap=True, eps=1e-3))(a, b, R((3, 4), seed=5), Tensor(0.5)))
case("triplet_1d", lambda: Fn(nn.TripletMarginLoss())(a[0], b[0], R((4,), seed=5), Tensor(1.0)))
case("triplet_grad", lambda: G(nn.TripletMarginLoss(), a, b, R((3, 4), seed=5), Tensor(1.0)))
case("mlsm_weight", lambda: Fn(nn.MultiLabelSoftMarginLoss(weight=Tensor(np.array([1., 2., 0.5, 0.], np.float32))))(a, Tensor((b.asnumpy() > 0).astype(np.float32))))
case("mlsm_f16", lambda: Fn(nn.MultiLabelSoftMarginLoss())(a.astype(ms.float16), Tensor((b.asnumpy() > 0).astype(np.float16))))
case("mlsm_grad", lambda: G(nn.MultiLabelSoftMarginLoss(), a, Tensor((b.asnumpy() > 0).astype(np.float32))))
lp = ops.log_softmax(R((5, 2, 4), seed=9), -1)
tg = Tensor(np.array([[1, 2, 1], [3, 3, 0]], np.int32))
for red in ["none", "mean", "sum"]:
    case(f"ctc_{red}", lambda: Fn(nn.CTCLoss(blank=0, reduction=red))(lp, tg, Tensor(np.array([5, 4], np.int32)), Tensor(np.array([3, 2], np.int32))))
case("ctc_zero_inf", lambda: Fn(nn.CTCLoss(zero_infinity=True, reduction="none"))(lp, tg, Tensor(np.array([2, 4], np.int32)), Tensor(np.array([3, 2], np.int32))))
case("ctc_inf", lambda: Fn(nn.CTCLoss(reduction="none"))(lp, tg, Tensor(np.array([2, 4], np.int32)), Tensor(np.array([3, 2], np.int32))))
case("ctc_blank3", lambda: Fn(nn.CTCLoss(blank=3, reduction="none"))(lp, Tensor(np.array([[1, 2, 1], [2, 2, 0]], np.int32)), Tensor(np.array([5, 5], np.int32)), Tensor(np.array([3, 2], np.int32))))
case("ctc_grad", lambda: G(nn.CTCLoss(), lp, tg, Tensor(np.array([5, 4], np.int32)), Tensor(np.array([3, 2], np.int32))))
case("ctc_f64", lambda: Fn(nn.CTCLoss(reduction="none"))(lp.astype(ms.float64), tg, Tensor(np.array([5, 4], np.int32)), Tensor(np.array([3, 2], np.int32))))
case("ctc_unbatched", lambda: Fn(nn.CTCLoss(reduction="none"))(lp[:, 0], tg[0], Tensor([5], ms.int32), Tensor([3], ms.int32)))


# Cell buffers / state_dict
class B(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.ones(2, np.float32)), name="w")
        self.register_buffer("buf", Tensor(np.arange(3, dtype=np.float32)))
        self.register_buffer("nb", Tensor(np.zeros(1, np.int32)), persistent=False)
        self.sub = nn.Dense(2, 1)

    def construct(self, x):
        return x * self.w + self.buf[:2]


case("buffers", lambda: [n for n, _ in B().named_buffers()])
case("get_buffer", lambda: B().get_buffer("nb"))
case("get_buffer_missing", lambda: B().get_buffer("zz"))
case("buffer_forward", lambda: B()(Tensor(np.ones(2, np.float32))))
case("state_dict_keys", lambda: list(B().state_dict().keys()))
case("register_buffer_bad_name", lambda: B().register_buffer("a.b", Tensor(1.0)))
case("register_buffer_param_clash", lambda: B().register_buffer("w", Tensor(1.0)))
case("register_buffer_none", lambda: [n for n, _ in (lambda m: (m.register_buffer("e", None), m)[1])(B()).named_buffers()])


def load(strict):
    m = B()
    sd = {"w": Tensor(np.full(2, 5.0, np.float32)), "buf": Tensor(np.full(3, 7.0, np.float32)), "extra": Tensor(1.0)}
    r = m.load_state_dict(sd, strict=strict)
    return r, m.w, m.buf


case("load_state_dict_nonstrict", lambda: load(False))
case("load_state_dict_strict", lambda: load(True))
case("celllist_dup_names", lambda: [p.name for p in nn.CellList([nn.Dense(2, 2), nn.Dense(2, 2)]).get_parameters()])
case("sequential_names", lambda: [p.name for p in nn.SequentialCell([nn.Dense(2, 2), nn.ReLU(), nn.Dense(2, 1)]).get_parameters()])
