"""Parameter names / shapes / order of nn layers built with non-default constructor arguments, after nesting in
SequentialCell / CellList / CellDict, auto_prefix, train() / eval() flags, and the forward values of those layers
(deterministic weights) in the mode from $MODE."""
from collections import OrderedDict

import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.common.initializer import One, Constant, Normal, XavierUniform, initializer  # noqa: F401

from _h import case


def names(net, fn="parameters_and_names"):
    if fn == "parameters_and_names":
        return [(n, tuple(p.shape), str(p.dtype), p.name, p.requires_grad) for n, p in net.parameters_and_names()]
    if fn == "trainable":
        return [(p.name, tuple(p.shape)) for p in net.trainable_params()]
    if fn == "untrainable":
        return [(p.name, tuple(p.shape)) for p in net.untrainable_params()]
    if fn == "dict":
        return [(k, v.name) for k, v in net.parameters_dict().items()]
    if fn == "cells":
        return [(n, type(c).__name__) for n, c in net.cells_and_names()]
    if fn == "get_parameters":
        return [p.name for p in net.get_parameters()]


def x4(shape, dtype=np.float32):
    return Tensor((np.arange(int(np.prod(shape))).reshape(shape) % 7 - 3).astype(dtype) / 4)


# --- layer parameter names / shapes / dtypes under non-default constructors -----------------------------------------
LAYERS = {
    "conv_group_nobias": lambda: nn.Conv2d(4, 6, 3, group=2, has_bias=False),
    "conv_bias_init": lambda: nn.Conv2d(2, 3, (2, 3), has_bias=True, bias_init="ones", weight_init="ones"),
    "conv_nhwc": lambda: nn.Conv2d(2, 3, 3, data_format="NHWC", weight_init=One()),
    "conv_dil_pad": lambda: nn.Conv2d(2, 2, 3, pad_mode="pad", padding=(1, 0, 2, 1), dilation=2, weight_init=Constant(0.5)),
    "conv1d_f16": lambda: nn.Conv1d(2, 3, 2, has_bias=True, dtype=ms.float16),
    "convT_group": lambda: nn.Conv2dTranspose(4, 2, 2, group=2, has_bias=True, weight_init="ones"),
    "convT_stride_pad": lambda: nn.Conv2dTranspose(2, 3, 3, stride=2, pad_mode="pad", padding=1, weight_init="ones"),
    "conv1dT": lambda: nn.Conv1dTranspose(2, 3, 3, stride=2, pad_mode="same", has_bias=True, weight_init="ones"),
    "dense_act_nobias": lambda: nn.Dense(3, 2, has_bias=False, activation="relu"),
    "dense_init_tensor": lambda: nn.Dense(3, 2, weight_init=Tensor(np.ones((2, 3), np.float32)), bias_init=Constant(2)),
    "dense_f16": lambda: nn.Dense(3, 2, dtype=ms.float16),
    "bn2d_noaffine": lambda: nn.BatchNorm2d(3, affine=False),
    "bn2d_inits": lambda: nn.BatchNorm2d(3, momentum=0.5, eps=1e-3, gamma_init="zeros", beta_init="ones",
                                         moving_mean_init="ones", moving_var_init="zeros"),
    "bn2d_nhwc": lambda: nn.BatchNorm2d(3, data_format="NHWC"),
    "bn1d_ubs": lambda: nn.BatchNorm1d(4, use_batch_statistics=False),
    "bn3d": lambda: nn.BatchNorm3d(2, momentum=0.2),
    "ln_axes": lambda: nn.LayerNorm((3, 4), begin_norm_axis=1, begin_params_axis=1, epsilon=1e-3),
    "ln_last": lambda: nn.LayerNorm((4,), -1, -1, gamma_init="ones", beta_init="zeros"),
    "gn_noaffine": lambda: nn.GroupNorm(2, 4, affine=False),
    "in2d_affine": lambda: nn.InstanceNorm2d(3, affine=True, gamma_init="ones"),
    "emb_pad": lambda: nn.Embedding(5, 3, padding_idx=1, embedding_table="ones"),
    "prelu_ch": lambda: nn.PReLU(3, w=0.1),
    "lstm_bi2": lambda: nn.LSTM(3, 2, num_layers=2, bidirectional=True, batch_first=True),
    "gru_nobias": lambda: nn.GRU(3, 2, has_bias=False, num_layers=1),
    "rnn_relu": lambda: nn.RNN(3, 2, nonlinearity="relu", num_layers=2),
    "lstmcell": lambda: nn.LSTMCell(3, 2, has_bias=False),
    "grucell": lambda: nn.GRUCell(3, 2),
    "bidense": lambda: nn.BiDense(2, 3, 4, has_bias=False),
    "conv2dbnact": lambda: nn.Conv2dBnAct(2, 3, 3, has_bn=True, activation="relu", has_bias=True),
    "densebnact": lambda: nn.DenseBnAct(3, 2, has_bn=True, activation="relu"),
    "mha": lambda: nn.MultiheadAttention(4, 2, kdim=3, vdim=3),
    "mha_same": lambda: nn.MultiheadAttention(4, 2, bias=False),
    "transformer_enc_layer": lambda: nn.TransformerEncoderLayer(4, 2, dim_feedforward=8, dropout=0.0),
}
for k, mk in LAYERS.items():
    case(f"layer_names_{k}", lambda mk=mk: names(mk()))
    case(f"layer_cells_{k}", lambda mk=mk: names(mk(), "cells"))


# Initializer objects and strings as values (deterministic ones only)
def init_vals():
    out = []
    for init in ["ones", "zeros", One(), Constant(3), Constant(-1.5), 2, 0.5, "ONES"]:
        try:
            t = initializer(init, (2, 2), ms.float32)
            out.append(float(t.init_data().asnumpy().sum()) if hasattr(t, "init_data") else float(t.asnumpy().sum()))
        except Exception as e:  # noqa
            out.append(type(e).__name__)
    return out


case("initializer_values", init_vals)
case("initializer_int_dtype", lambda: initializer("ones", [2], ms.int32))
case("initializer_const_f16", lambda: initializer(Constant(0.3), [2], ms.float16))
case("dense_weight_init_str_upper", lambda: names(nn.Dense(2, 2, weight_init="Ones")))
case("dense_weight_init_bad", lambda: nn.Dense(2, 2, weight_init="bogus"))
case("dense_weight_init_shape_bad", lambda: nn.Dense(3, 2, weight_init=Tensor(np.ones((3, 2), np.float32))))
case("dense_bias_init_shape_bad", lambda: nn.Dense(3, 2, bias_init=Tensor(np.ones((3,), np.float32))))
case("conv_weight_tensor_bad", lambda: nn.Conv2d(2, 3, 2, weight_init=Tensor(np.ones((3, 2, 3, 3), np.float32))))
case("conv_nhwc_weight_shape", lambda: tuple(nn.Conv2d(2, 3, (2, 3), data_format="NHWC").weight.shape))
case("convT_weight_shape", lambda: tuple(nn.Conv2dTranspose(2, 6, 2, group=2).weight.shape))


# --- names after nesting -----------------------------------------------------------------------------------------------
class Blk(nn.Cell):
    def __init__(self, c):
        super().__init__()
        self.conv = nn.Conv2d(c, c, 1, has_bias=True)
        self.bn = nn.BatchNorm2d(c)

    def construct(self, x):
        return self.bn(self.conv(x))


class NoPrefix(nn.Cell):
    def __init__(self):
        super().__init__(auto_prefix=False)
        self.blk = Blk(2)
        self.d = nn.Dense(2, 2)

    def construct(self, x):
        return self.blk(x)


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = NoPrefix()
        self.seq = nn.SequentialCell([Blk(2), nn.ReLU(), Blk(2)])
        self.lst = nn.CellList([nn.Dense(2, 3), nn.Dense(3, 2)])
        self.dct = nn.CellDict({"b": nn.Dense(2, 2), "a": nn.BatchNorm1d(2)})
        self.od = nn.SequentialCell(OrderedDict([("first", nn.Dense(2, 2)), ("act", nn.Tanh()), ("second", nn.Dense(2, 2, has_bias=False))]))
        self.p = ms.Parameter(Tensor(np.ones(2, np.float32)), name="scale")

    def construct(self, x):
        return x


for fn in ("parameters_and_names", "trainable", "untrainable", "dict", "cells", "get_parameters"):
    case(f"outer_{fn}", lambda fn=fn: names(Outer(), fn))


def seq_append():
    s = nn.SequentialCell(nn.Dense(2, 2))
    s.append(nn.Dense(2, 3))
    s.insert(0, nn.ReLU()) if hasattr(s, "insert") else None
    return names(s)


case("seq_append_insert", seq_append)


def celllist_ops():
    cl = nn.CellList()
    cl.append(nn.Dense(2, 2))
    cl.extend([nn.Dense(2, 1), nn.BatchNorm1d(1)])
    cl.insert(1, nn.Dense(2, 2, has_bias=False))
    return names(cl) + [len(cl)]


case("celllist_ops", celllist_ops)


def celldict_ops():
    cd = nn.CellDict()
    cd["z"] = nn.Dense(2, 2)
    cd.update({"y": nn.Dense(2, 1)})
    cd["a"] = nn.Dense(1, 1)
    r = names(cd)
    cd.pop("y")
    return r + [list(cd.keys())] + names(cd)


case("celldict_ops", celldict_ops)


def seq_slice():
    s = nn.SequentialCell([nn.Dense(2, 2), nn.ReLU(), nn.Dense(2, 3)])
    t = s[1:]
    return names(t) + [len(t), type(t).__name__]


case("seq_slice", seq_slice)


def seq_del():
    s = nn.SequentialCell([nn.Dense(2, 2), nn.ReLU(), nn.Dense(2, 3)])
    del s[0]
    return names(s) + [names(s, "cells")]


case("seq_del", seq_del)


def two_nets_same_layer():
    d = nn.Dense(2, 2)
    s = nn.SequentialCell([d, d])
    return names(s)


case("seq_shared_layer", two_nets_same_layer)


def param_rename():
    net = nn.SequentialCell([nn.Dense(2, 2)])
    net.update_parameters_name("net.")
    return names(net)


case("update_parameters_name", param_rename)


def param_attr():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = ms.Parameter(Tensor(np.ones(2, np.float32)))
            self.v = ms.Parameter(Tensor(np.ones(2, np.float32)), name="vv")
            self.pt = ms.ParameterTuple((ms.Parameter(Tensor(1.0), name="t0"), ms.Parameter(Tensor(2.0), name="t1")))

        def construct(self, x):
            return x * self.w
    return names(nn.SequentialCell([N(), N()]))


case("param_default_names_nested", param_attr)


def frozen():
    net = nn.SequentialCell([nn.Dense(2, 2), nn.BatchNorm1d(2)])
    net[0].weight.requires_grad = False
    return names(net, "trainable"), names(net, "untrainable")


case("trainable_after_freeze", frozen)


def train_flags():
    net = nn.SequentialCell([nn.Dense(2, 2), nn.Dropout(p=0.5), nn.BatchNorm1d(2)])
    a = [c.training for _, c in net.cells_and_names()]
    net.set_train()
    b = [c.training for _, c in net.cells_and_names()]
    net.set_train(False)
    c = [c.training for _, c in net.cells_and_names()]
    net[2].set_train(True)
    d = [c.training for _, c in net.cells_and_names()]
    return a, b, c, d, net[2].phase if hasattr(net[2], "phase") else None


case("train_flags", train_flags)


def bn_flag_ubs():
    out = []
    for ubs in (None, True, False):
        bn = nn.BatchNorm1d(2, use_batch_statistics=ubs, moving_mean_init="ones", moving_var_init="ones")
        x = Tensor(np.array([[1.0, 2.0], [3.0, 6.0]], np.float32))
        for t in (True, False):
            bn.set_train(t)
            y = bn(x)
            out.append((ubs, t, np.round(y.asnumpy(), 4).tolist(), np.round(bn.moving_mean.asnumpy(), 4).tolist(),
                        np.round(bn.moving_variance.asnumpy(), 4).tolist()))
    return out


case("bn_use_batch_statistics", bn_flag_ubs)


# --- forward values with non-default constructor args (inside a Cell: Graph mode compiles construct) ---------------
class Wrap(nn.Cell):
    def __init__(self, layer):
        super().__init__()
        self.layer = layer

    def construct(self, *x):
        return self.layer(*x)


def fwd(mk, *shapes, train=False, dtype=np.float32):
    net = mk()
    for i, p in enumerate(net.get_parameters()):
        a = (np.arange(int(np.prod(p.shape))) % 5 - 2).astype(np.float64) / 10 + 0.05 * i
        if "moving_variance" in p.name or "variance" in p.name.split(".")[-1]:
            a = np.abs(a) + 1
        p.set_data(Tensor(a.reshape(p.shape).astype(ms.dtype_to_nptype(p.dtype))))
    w = Wrap(net)
    w.set_train(train)
    xs = [x4(s, dtype) if isinstance(s, tuple) else s for s in shapes]
    out = w(*xs)
    return out


FWD = [
    ("conv_group_nobias", lambda: nn.Conv2d(4, 6, 3, group=2, has_bias=False), (1, 4, 5, 5)),
    ("conv_nhwc", lambda: nn.Conv2d(2, 3, 3, data_format="NHWC", has_bias=True), (1, 4, 4, 2)),
    ("conv_nhwc_pad", lambda: nn.Conv2d(2, 3, 2, data_format="NHWC", pad_mode="pad", padding=1, stride=2), (1, 3, 4, 2)),
    ("conv_dil_pad", lambda: nn.Conv2d(2, 2, 3, pad_mode="pad", padding=(1, 0, 2, 1), dilation=2), (1, 2, 6, 5)),
    ("conv_valid_stride", lambda: nn.Conv2d(2, 2, 3, pad_mode="valid", stride=(2, 1), has_bias=True), (2, 2, 6, 5)),
    ("conv_same_dil", lambda: nn.Conv2d(2, 2, 2, pad_mode="same", dilation=2, stride=2), (1, 2, 5, 5)),
    ("conv1d_pad", lambda: nn.Conv1d(2, 3, 3, pad_mode="pad", padding=2, dilation=2, has_bias=True), (1, 2, 6)),
    ("conv1d_group", lambda: nn.Conv1d(4, 4, 2, group=4, pad_mode="same"), (1, 4, 5)),
    ("convT_group", lambda: nn.Conv2dTranspose(4, 2, 2, group=2, has_bias=True), (1, 4, 3, 3)),
    ("convT_stride_pad", lambda: nn.Conv2dTranspose(2, 3, 3, stride=2, pad_mode="pad", padding=1), (1, 2, 3, 3)),
    ("convT_same", lambda: nn.Conv2dTranspose(2, 2, 3, stride=2, pad_mode="same"), (1, 2, 3, 3)),
    ("convT_valid_dil", lambda: nn.Conv2dTranspose(2, 2, 2, stride=1, pad_mode="valid", dilation=2), (1, 2, 3, 3)),
    ("conv1dT", lambda: nn.Conv1dTranspose(2, 3, 3, stride=2, pad_mode="same", has_bias=True), (1, 2, 4)),
    ("conv1dT_pad", lambda: nn.Conv1dTranspose(2, 3, 3, stride=2, pad_mode="pad", padding=1), (1, 2, 4)),
    ("conv3d_group", lambda: nn.Conv3d(2, 4, 2, group=2, pad_mode="pad", padding=1, has_bias=True), (1, 2, 2, 3, 3)),
    ("conv3dT", lambda: nn.Conv3dTranspose(2, 2, 2, stride=2, has_bias=True), (1, 2, 2, 2, 2)),
    ("dense_act", lambda: nn.Dense(3, 2, has_bias=False, activation="relu"), (2, 3)),
    ("dense_3d", lambda: nn.Dense(3, 2, activation=nn.Tanh()), (2, 2, 3)),
    ("dense_act_sigmoid", lambda: nn.Dense(3, 2, activation="sigmoid"), (2, 3)),
    ("bn2d_train_mom", lambda: nn.BatchNorm2d(3, momentum=0.5, eps=1e-3), (2, 3, 2, 2)),
    ("bn2d_nhwc_train", lambda: nn.BatchNorm2d(3, data_format="NHWC"), (2, 2, 2, 3)),
    ("bn1d_ubs_false", lambda: nn.BatchNorm1d(4, use_batch_statistics=False), (3, 4)),
    ("bn1d_ubs_true_eval", lambda: nn.BatchNorm1d(4, use_batch_statistics=True), (3, 4)),
    ("bn2d_noaffine", lambda: nn.BatchNorm2d(3, affine=False), (2, 3, 2, 2)),
    ("bn3d", lambda: nn.BatchNorm3d(2, momentum=0.2), (2, 2, 2, 1, 2)),
    ("ln_axes", lambda: nn.LayerNorm((3, 4), begin_norm_axis=1, begin_params_axis=1, epsilon=1e-3), (2, 3, 4)),
    ("ln_mid", lambda: nn.LayerNorm((4,), begin_norm_axis=-1, begin_params_axis=-1), (2, 3, 4)),
    ("gn", lambda: nn.GroupNorm(2, 4, eps=1e-2), (2, 4, 2, 1)),
    ("in2d", lambda: nn.InstanceNorm2d(3, affine=True), (2, 3, 2, 2)),
    ("prelu_ch", lambda: nn.PReLU(3, w=0.1), (2, 3, 2)),
    ("dropout_eval_p", lambda: nn.Dropout(p=0.9), (2, 3)),
    ("dropout_eval_keep", lambda: nn.Dropout(keep_prob=0.1), (2, 3)),
    ("dropout_p0_train", lambda: nn.Dropout(p=0.0), (2, 3)),
    ("dropout_keep1_train", lambda: nn.Dropout(keep_prob=1.0), (2, 3)),
    ("dropout2d_eval", lambda: nn.Dropout2d(p=0.5), (1, 2, 2, 2)),
    ("conv2dbnact", lambda: nn.Conv2dBnAct(2, 3, 3, has_bn=True, activation="relu", has_bias=True), (2, 2, 3, 3)),
    ("conv2dbnact_leaky", lambda: nn.Conv2dBnAct(2, 2, 1, has_bn=True, momentum=0.5, activation="leakyrelu", alpha=0.3), (2, 2, 2, 2)),
    ("densebnact", lambda: nn.DenseBnAct(3, 2, has_bn=True, activation="relu"), (3, 3)),
    ("leaky", lambda: nn.LeakyReLU(alpha=0.3), (2, 3)),
    ("leaky_gt1", lambda: nn.LeakyReLU(alpha=1.5), (2, 3)),
    ("maxpool_pad", lambda: nn.MaxPool2d(3, 2, pad_mode="pad", padding=1), (1, 1, 5, 5)),
    ("maxpool_same_nhwc", lambda: nn.MaxPool2d(2, 2, pad_mode="same", data_format="NHWC"), (1, 3, 3, 2)),
    ("maxpool_ceil", lambda: nn.MaxPool2d(2, 2, pad_mode="pad", ceil_mode=True), (1, 1, 5, 5)),
    ("maxpool_dil_ind", lambda: nn.MaxPool2d(2, 1, pad_mode="pad", dilation=2, return_indices=True), (1, 1, 4, 4)),
    ("avgpool_same", lambda: nn.AvgPool2d(3, 2, pad_mode="same"), (1, 1, 5, 5)),
    ("avgpool_pad_noinc", lambda: nn.AvgPool2d(3, 2, pad_mode="pad", padding=1, count_include_pad=False), (1, 1, 5, 5)),
    ("avgpool_nhwc", lambda: nn.AvgPool2d(2, 2, data_format="NHWC"), (1, 4, 4, 2)),
    ("avgpool_div", lambda: nn.AvgPool2d(2, 2, pad_mode="pad", divisor_override=3), (1, 1, 4, 4)),
    ("pad_reflect", lambda: nn.Pad(((0, 0), (1, 2)), mode="REFLECT"), (2, 3)),
    ("pad_symm", lambda: nn.Pad(((1, 1), (2, 0)), mode="SYMMETRIC"), (2, 3)),
    ("resize_bilinear_ac", lambda: nn.ResizeBilinear(half_pixel_centers=False), (1, 1, 2, 3)),
    ("flatten_dims", lambda: nn.Flatten(start_dim=0, end_dim=1), (2, 3, 2)),
    ("softmax_axis0", lambda: nn.Softmax(axis=0), (3, 2)),
    ("logsoftmax_axis", lambda: nn.LogSoftmax(axis=-2), (3, 2)),
    ("hswish", lambda: nn.HSwish(), (2, 5)),
    ("hsigmoid", lambda: nn.HSigmoid(), (2, 5)),
    ("gelu_tanh", lambda: nn.GELU(approximate=True), (2, 5)),
    ("gelu_erf", lambda: nn.GELU(approximate=False), (2, 5)),
    ("relu6", lambda: nn.ReLU6(), (2, 5)),
    ("clipbynorm", lambda: nn.ClipByNorm(axis=1), (2, 5), Tensor(0.5, ms.float32)),
    ("clipbynorm_all", lambda: nn.ClipByNorm(), (2, 5), Tensor(np.array([0.3], np.float32))),
    ("centralcrop", lambda: nn.CentralCrop(0.5), (1, 4, 4)),
    ("identity", lambda: nn.Identity(), (2, 2)),
]
for row in FWD:
    nm, mk, *shapes = row
    case(f"fwd_{nm}", lambda mk=mk, shapes=shapes: fwd(mk, *shapes))
    if nm.startswith(("bn", "conv2dbnact", "densebnact", "dropout", "gn", "in2d")):
        case(f"fwd_{nm}_train", lambda mk=mk, shapes=shapes: fwd(mk, *shapes, train=True))
    if nm.startswith(("conv", "dense", "bn", "ln", "maxpool", "avgpool")):
        case(f"fwd_{nm}_f16", lambda mk=mk, shapes=shapes: fwd(mk, *shapes, dtype=np.float16))


def rnn_fwd(mk, shape, hx=None):
    net = mk()
    for i, p in enumerate(net.get_parameters()):
        a = (np.arange(int(np.prod(p.shape))) % 5 - 2).astype(np.float64) / 10 + 0.05 * i
        p.set_data(Tensor(a.reshape(p.shape).astype(np.float32)))
    w = Wrap(net)
    return w(x4(shape)) if hx is None else w(x4(shape), hx)


RNNS = [
    ("lstm_bi2_bf", lambda: nn.LSTM(3, 2, num_layers=2, bidirectional=True, batch_first=True), (2, 4, 3)),
    ("lstm_proj_none", lambda: nn.LSTM(3, 2, num_layers=1, has_bias=False), (4, 2, 3)),
    ("gru_bi", lambda: nn.GRU(3, 2, bidirectional=True), (3, 2, 3)),
    ("gru_2l_bf", lambda: nn.GRU(3, 2, num_layers=2, batch_first=True, has_bias=False), (2, 3, 3)),
    ("rnn_relu_2l", lambda: nn.RNN(3, 2, nonlinearity="relu", num_layers=2), (3, 2, 3)),
    ("rnn_tanh_bi_bf", lambda: nn.RNN(3, 2, bidirectional=True, batch_first=True), (2, 3, 3)),
    ("lstm_dropout_eval", lambda: nn.LSTM(3, 2, num_layers=2, dropout=0.5), (3, 2, 3)),
]
for nm, mk, shp in RNNS:
    case(f"rnn_{nm}", lambda mk=mk, shp=shp: rnn_fwd(mk, shp))
    case(f"rnn_names_{nm}", lambda mk=mk: names(mk()))
