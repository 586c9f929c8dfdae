"""nn.MultiheadAttention / TransformerEncoderLayer / TransformerDecoderLayer with masks (key_padding_mask, attn_mask
bool vs float), batch_first; nn.Embedding padding_idx / max_norm; LayerNorm / GroupNorm / InstanceNorm / BatchNorm
non-default epsilon / affine in train vs eval and their moving statistics after steps; nn.Dense activation strings;
Dropout / Dropout2d / Dropout1d eval mode; to_float / set_train / parameters_dict / trainable_params names; mode
from $MODE."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

from _h import case


def xs(shape, dtype=np.float32, k=7, d=4):
    return Tensor((np.arange(int(np.prod(shape))).reshape(shape) % k - k // 2).astype(dtype) / d)


def setw(net):
    for i, p in enumerate(net.get_parameters()):
        a = (np.arange(int(np.prod(p.shape))) % 5 - 2).astype(np.float64) / 10 + 0.03 * (i % 4)
        if "variance" in p.name:
            a = np.abs(a) + 1
        p.set_data(Tensor(a.reshape(p.shape).astype(ms.dtype_to_nptype(p.dtype))))
    return net


class Call(nn.Cell):
    def __init__(self, layer):
        super().__init__()
        self.layer = layer

    def construct(self, *a):
        return self.layer(*a)


class SumOut(nn.Cell):
    def __init__(self, layer):
        super().__init__()
        self.layer = layer

    def construct(self, *a):
        y = self.layer(*a)
        if isinstance(y, tuple):
            y = y[0]
        return (y * y).sum()


def run(mk, args, train=False):
    net = Call(setw(mk()))
    net.set_train(train)
    return net(*args)


def grads(mk, args, train=False):
    net = SumOut(setw(mk()))
    net.set_train(train)
    params = net.trainable_params()
    g = ms.grad(net, grad_position=0, weights=params)(*args)
    return [g[0]] + [(p.name, w) for p, w in zip(params, g[1])]


E, NH, S, N = 4, 2, 3, 2
q = xs((S, N, E))
qb = xs((N, S, E))
kv = xs((S + 1, N, E), k=5)
kpm_bool = Tensor(np.array([[False, False, True, True], [False, True, False, False]]))
kpm_float = Tensor(np.array([[0, 0, -1e9, -1e9], [0, -1e9, 0, 0]], np.float32))
am_bool = Tensor(np.triu(np.ones((S, S), bool), 1))
am_float = Tensor(np.where(np.triu(np.ones((S, S)), 1) > 0, -1e9, 0).astype(np.float32))
am_bool_k = Tensor(np.array([[False, True, False, False]] * S))
am3d = Tensor(np.triu(np.ones((N * NH, S, S), bool), 1))

MHA = [
    ("self.nomask", lambda: nn.MultiheadAttention(E, NH), (q, q, q)),
    ("self.am_bool", lambda: nn.MultiheadAttention(E, NH), (q, q, q, None, True, am_bool)),
    ("self.am_float", lambda: nn.MultiheadAttention(E, NH), (q, q, q, None, True, am_float)),
    ("self.am3d", lambda: nn.MultiheadAttention(E, NH), (q, q, q, None, True, am3d)),
    ("cross.kpm_bool", lambda: nn.MultiheadAttention(E, NH), (q, kv, kv, kpm_bool)),
    ("cross.kpm_float", lambda: nn.MultiheadAttention(E, NH), (q, kv, kv, kpm_float)),
    ("cross.kpm_bool.am_bool", lambda: nn.MultiheadAttention(E, NH), (q, kv, kv, kpm_bool, True, am_bool_k)),
    ("cross.noweights", lambda: nn.MultiheadAttention(E, NH), (q, kv, kv, kpm_bool, False)),
    ("cross.noavg", lambda: nn.MultiheadAttention(E, NH), (q, kv, kv, None, True, None, False)),
    ("bf.self.am_bool", lambda: nn.MultiheadAttention(E, NH, batch_first=True), (qb, qb, qb, None, True, am_bool)),
    ("bf.kpm_bool", lambda: nn.MultiheadAttention(E, NH, batch_first=True), (qb, xs((N, S + 1, E), k=5), xs((N, S + 1, E), k=5), kpm_bool)),
    ("kdim_vdim", lambda: nn.MultiheadAttention(E, NH, kdim=3, vdim=5), (q, xs((S + 1, N, 3)), xs((S + 1, N, 5)), kpm_bool)),
    ("add_bias_kv", lambda: nn.MultiheadAttention(E, NH, add_bias_kv=True), (q, kv, kv)),
    ("add_zero_attn", lambda: nn.MultiheadAttention(E, NH, add_zero_attn=True), (q, kv, kv, kpm_bool)),
    ("nobias", lambda: nn.MultiheadAttention(E, NH, has_bias=False), (q, kv, kv)),
    ("unbatched", lambda: nn.MultiheadAttention(E, NH), (xs((S, E)), xs((S + 1, E), k=5), xs((S + 1, E), k=5))),
]
for name, mk, args in MHA:
    case("mha." + name + ".fwd", lambda mk=mk, args=args: run(mk, args))
    case("mha." + name + ".grad", lambda mk=mk, args=args: grads(mk, args))
case("mha.params", lambda: [(n, p.shape) for n, p in nn.MultiheadAttention(E, NH, kdim=3, vdim=5).parameters_and_names()])

src_mask = am_float
TL = [
    ("enc.relu", lambda: nn.TransformerEncoderLayer(E, NH, 8, dropout=0.0), (q,)),
    ("enc.gelu.bf.normfirst", lambda: nn.TransformerEncoderLayer(E, NH, 8, dropout=0.0, activation="gelu", batch_first=True, norm_first=True), (qb,)),
    ("enc.mask_bool", lambda: nn.TransformerEncoderLayer(E, NH, 8, dropout=0.0), (q, am_bool)),
    ("enc.mask_float.kpm", lambda: nn.TransformerEncoderLayer(E, NH, 8, dropout=0.0), (q, am_float, Tensor(np.array([[False, False, True], [False, False, False]])))),
    ("enc.eps", lambda: nn.TransformerEncoderLayer(E, NH, 8, dropout=0.0, layer_norm_eps=1e-2), (q,)),
    ("dec.basic", lambda: nn.TransformerDecoderLayer(E, NH, 8, dropout=0.0), (q, kv)),
    ("dec.masks", lambda: nn.TransformerDecoderLayer(E, NH, 8, dropout=0.0), (q, kv, am_bool, None, None, kpm_bool)),
    ("dec.bf.normfirst", lambda: nn.TransformerDecoderLayer(E, NH, 8, dropout=0.0, batch_first=True, norm_first=True), (qb, xs((N, S + 1, E), k=5))),
    ("encstack2.norm", lambda: nn.TransformerEncoder(nn.TransformerEncoderLayer(E, NH, 8, dropout=0.0), 2, nn.LayerNorm((E,))), (q, am_bool)),
    ("decstack2", lambda: nn.TransformerDecoder(nn.TransformerDecoderLayer(E, NH, 8, dropout=0.0), 2), (q, kv, am_bool)),
    ("transformer", lambda: nn.Transformer(E, NH, 1, 1, 8, dropout=0.0), (kv, q, None, am_bool)),
    ("enc.dropout.eval", lambda: nn.TransformerEncoderLayer(E, NH, 8, dropout=0.5), (q,)),
]
for name, mk, args in TL:
    case("tl." + name + ".fwd", lambda mk=mk, args=args: run(mk, args))
    case("tl." + name + ".grad", lambda mk=mk, args=args: grads(mk, args))
case("tl.enc.names", lambda: [n for n, p in nn.TransformerEncoderLayer(E, NH, 8).parameters_and_names()])
case("tl.dec.names", lambda: [n for n, p in nn.TransformerDecoderLayer(E, NH, 8).parameters_and_names()])

# Embedding
idx = Tensor(np.array([[0, 2, 1], [3, 0, 0]], np.int32))
EMB = [
    ("pad0", lambda: nn.Embedding(5, 3, padding_idx=0), (idx,)),
    ("pad_neg", lambda: nn.Embedding(5, 3, padding_idx=-1), (idx,)),
    ("pad3.int64", lambda: nn.Embedding(5, 3, padding_idx=3), (Tensor(idx.asnumpy().astype(np.int64)),)),
    ("onehot", lambda: nn.Embedding(5, 3, use_one_hot=True, padding_idx=2), (idx,)),
    ("f16", lambda: nn.Embedding(5, 3, dtype=ms.float16), (idx,)),
    ("0d", lambda: nn.Embedding(5, 3), (Tensor(np.array(2, np.int32)),)),
    ("empty", lambda: nn.Embedding(5, 3), (Tensor(np.zeros((2, 0), np.int32)),)),
    ("init_padding", lambda: nn.Embedding(5, 3, padding_idx=1, embedding_table="ones"), (idx,)),
]
for name, mk, args in EMB:
    case("emb." + name + ".fwd", lambda mk=mk, args=args: run(mk, args))
    case("emb." + name + ".table_grad", lambda mk=mk, args=args: grads(mk, args)[1:])
case("emb.pad_table", lambda: nn.Embedding(5, 3, padding_idx=2).embedding_table.value()[2])
case("emb.pad_oob", lambda: nn.Embedding(5, 3, padding_idx=5))
case("emb.float_idx", lambda: nn.Embedding(5, 3)(Tensor(np.array([1.0, 2.0], np.float32))))
case("emb.oob_idx", lambda: run(lambda: nn.Embedding(5, 3), (Tensor(np.array([1, 7], np.int32)),)))
case("emb.neg_idx", lambda: run(lambda: nn.Embedding(5, 3), (Tensor(np.array([1, -1], np.int32)),)))
case("emb.mint_maxnorm", lambda: run(lambda: ms.mint.nn.Embedding(5, 3, max_norm=0.2), (idx,)))
case("emb.ops_maxnorm", lambda: ops.embedding(idx, xs((5, 3)), max_norm=0.5))
case("emb.ops_maxnorm_pad", lambda: ops.embedding(idx, xs((5, 3)), padding_idx=0, max_norm=0.5, norm_type=1.0))

# Norms: non-default epsilon / affine in train vs eval; moving statistics after 2 steps
x4 = xs((2, 4, 3, 3))
NORMS = [
    ("ln.eps", lambda: nn.LayerNorm((3,), begin_norm_axis=-1, begin_params_axis=-1, epsilon=0.1), (x4,)),
    ("ln.axis1", lambda: nn.LayerNorm((4, 3, 3), begin_norm_axis=1, begin_params_axis=1, epsilon=1e-3), (x4,)),
    ("ln.axis2.params1", lambda: nn.LayerNorm((4, 3, 3), begin_norm_axis=2, begin_params_axis=1), (x4,)),
    ("ln.f16", lambda: nn.LayerNorm((3,), dtype=ms.float16), (xs((2, 3), np.float16),)),
    ("gn.eps.noaffine", lambda: nn.GroupNorm(2, 4, eps=0.5, affine=False), (x4,)),
    ("gn.g4", lambda: nn.GroupNorm(4, 4, eps=1e-3), (x4,)),
    ("gn.g1.3d", lambda: nn.GroupNorm(1, 4), (xs((2, 4, 5)),)),
    ("gn.f16", lambda: nn.GroupNorm(2, 4, dtype=ms.float16), (xs((2, 4, 3, 3), np.float16),)),
    ("bn2d.eps.mom", lambda: nn.BatchNorm2d(4, eps=0.1, momentum=0.7), (x4,)),
    ("bn1d.noaffine", lambda: nn.BatchNorm1d(4, affine=False, momentum=0.5), (xs((5, 4)),)),
    ("bn1d.3d", lambda: nn.BatchNorm1d(4), (xs((2, 4, 3)),)),
    ("bn3d", lambda: nn.BatchNorm3d(4, momentum=0.6), (xs((2, 4, 2, 2, 2)),)),
    ("in2d", lambda: nn.InstanceNorm2d(4, eps=0.1, affine=False), (x4,)),
    ("in1d", lambda: nn.InstanceNorm1d(4), (xs((2, 4, 5)),)),
    ("in3d", lambda: nn.InstanceNorm3d(4), (xs((2, 4, 2, 2, 2)),)),
]
for name, mk, args in NORMS:
    for tr in (True, False):
        t = ".train" if tr else ".eval"
        case("norm." + name + t + ".fwd", lambda mk=mk, args=args, tr=tr: run(mk, args, tr))
        case("norm." + name + t + ".grad", lambda mk=mk, args=args, tr=tr: grads(mk, args, tr))

    def steps(mk=mk, args=args):
        net = Call(setw(mk()))
        net.set_train(True)
        for i in range(2):
            net(*args)
        net.set_train(False)
        out = net(*args)
        return [out] + [(p.name, p.value()) for p in net.get_parameters() if not p.requires_grad]
    case("norm." + name + ".stats2", steps)

# Dense with activation strings / Cells, dtypes
for act in ("relu", "tanh", "sigmoid", "gelu", "softmax", "relu6", "leakyrelu", "elu", "hswish", "mish", "swish",
            "logsigmoid", "softsign", "fast_gelu", "prelu", "logsoftmax", "hsigmoid", "silu", "selu"):
    def dense(act=act):
        return grads(lambda: nn.Dense(3, 4, activation=act), (xs((2, 3)),))
    case("dense." + act, dense)
case("dense.cell_act", lambda: grads(lambda: nn.Dense(3, 4, activation=nn.ReLU()), (xs((2, 3)),)))
case("dense.bad_act", lambda: nn.Dense(3, 4, activation="relu7"))
case("dense.3d_in", lambda: grads(lambda: nn.Dense(3, 4, activation="tanh"), (xs((2, 2, 3)),)))
case("dense.1d_in", lambda: run(lambda: nn.Dense(3, 4), (xs((3,)),)))
case("dense.f16.act", lambda: run(lambda: nn.Dense(3, 4, activation="sigmoid", dtype=ms.float16), (xs((2, 3), np.float16),)))
case("dense.f64", lambda: grads(lambda: nn.Dense(3, 2, activation="gelu", dtype=ms.float64), (xs((2, 3), np.float64),)))
case("dense.names", lambda: [n for n, p in nn.Dense(3, 4, activation="prelu").parameters_and_names()])

# Dropout eval / p=0 train
for name, mk, shape in [("do.p5", lambda: nn.Dropout(p=0.5), (2, 3)), ("do.keep", lambda: nn.Dropout(keep_prob=0.7), (2, 3)),
                        ("do2d", lambda: nn.Dropout2d(p=0.5), (2, 3, 2, 2)), ("do1d", lambda: nn.Dropout1d(p=0.5), (2, 3, 4)),
                        ("do3d", lambda: nn.Dropout3d(p=0.5), (1, 2, 2, 2, 2))]:
    case(name + ".eval", lambda mk=mk, shape=shape: run(mk, (xs(shape),), False))
    case(name + ".eval.grad", lambda mk=mk, shape=shape: grads(mk, (xs(shape),), False))
case("do.p0.train", lambda: run(lambda: nn.Dropout(p=0.0), (xs((2, 3)),), True))
case("do.p1.train", lambda: run(lambda: nn.Dropout(p=1.0), (xs((2, 3)),), True))
case("do2d.p0.train", lambda: run(lambda: nn.Dropout2d(p=0.0), (xs((2, 3, 2, 2)),), True))
case("do2d.p1.train", lambda: run(lambda: nn.Dropout2d(p=1.0), (xs((2, 3, 2, 2)),), True))
case("do.int.eval", lambda: run(lambda: nn.Dropout(p=0.5), (Tensor(np.arange(6).reshape(2, 3).astype(np.int32)),), False))
case("do.p_bad", lambda: nn.Dropout(p=1.5))
case("do2d.3d_in", lambda: run(lambda: nn.Dropout2d(p=0.5), (xs((3, 2, 2)),), False))

# Cell methods on these layers
def cellapi(mk):
    net = mk()
    pd = net.parameters_dict()
    return [list(pd.keys()), [p.name for p in net.trainable_params()], [p.name for p in net.untrainable_params()]]
for name, mk in [("lstm", lambda: nn.LSTM(3, 4, 2, bidirectional=True)), ("bn", lambda: nn.BatchNorm2d(3)),
                 ("mha", lambda: nn.MultiheadAttention(4, 2)), ("gn", lambda: nn.GroupNorm(2, 4)),
                 ("seq", lambda: nn.SequentialCell([nn.Dense(3, 4), nn.LayerNorm((4,)), nn.Dense(4, 2)])),
                 ("emb", lambda: nn.Embedding(5, 3, padding_idx=1)), ("enc", lambda: nn.TransformerEncoderLayer(4, 2, 8))]:
    case("api." + name, lambda mk=mk: cellapi(mk))


def to_float16():
    net = setw(nn.SequentialCell([nn.Dense(3, 4, activation="relu"), nn.LayerNorm((4,)), nn.Dense(4, 2)]))
    net.to_float(ms.float16)
    net.set_train(False)
    out = Call(net)(xs((2, 3)))
    return [out] + [(p.name, p.dtype) for p in net.get_parameters()]
case("api.to_float16.seq", to_float16)


def to_float16_cell():
    net = setw(nn.SequentialCell([nn.Dense(3, 4), nn.BatchNorm1d(4), nn.Dense(4, 2)]))
    net[1].to_float(ms.float32)
    net[0].to_float(ms.float16)
    net.set_train(False)
    return Call(net)(xs((2, 3)))
case("api.to_float_mixed", to_float16_cell)


def to_float_lstm():
    net = setw(nn.LSTM(3, 4))
    net.to_float(ms.float16)
    net.set_train(False)
    return Call(net)(xs((2, 2, 3)))
case("api.to_float16.lstm", to_float_lstm)


def set_train_flags():
    net = nn.SequentialCell([nn.Dense(3, 4), nn.Dropout(p=0.5), nn.BatchNorm1d(4)])
    a = [c.training for c in net.cells()]
    net.set_train(True)
    b = [c.training for c in net.cells()]
    net[1].set_train(False)
    return [a, b, [c.training for c in net.cells()], net.training]
case("api.set_train", set_train_flags)
