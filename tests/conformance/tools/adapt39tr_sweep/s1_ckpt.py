"""s1: save_checkpoint / load_checkpoint / load_param_into_net variants (ut utils/test_serialize, st export_and_load
test_save_load_checkpoint / test_ckpt): dtypes, 0-d and empty Parameters, lists and dicts, append_dict kinds,
choice_func, safetensors, net= argument, strict_load, dtype conversion, TrainOneStepCell / optimizer state names,
bad files and arguments."""
import os
import tempfile

import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore import Parameter, Tensor
from _h import case

D = tempfile.mkdtemp()


def P(name):
    return os.path.join(D, name)


def dense(cin=4, cout=3):
    w = ((np.arange(cin * cout, dtype=np.float32).reshape(cout, cin) % 5) - 2.0) / 5.0
    return nn.Dense(cin, cout, weight_init=Tensor(w), bias_init="zeros")


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = dense(4, 3)
        self.bn = nn.BatchNorm1d(3)
        self.fc2 = dense(3, 2)

    def construct(self, x):
        return self.fc2(self.bn(self.fc1(x)))


def desc(pd):
    out = []
    for k, v in pd.items():
        if hasattr(v, "asnumpy"):
            a = v.asnumpy()
            out.append((k, type(v).__name__, getattr(v, "name", None), str(v.dtype), a.shape,
                        a.ravel()[:4].tolist()))
        else:
            out.append((k, type(v).__name__, v))
    return out


DTYPES = ["float16", "float32", "float64", "int8", "int16", "int32", "int64", "uint8", "bool", "bfloat16",
          "uint16", "uint32", "uint64", "complex64"]


def mk(dt, shape):
    a = np.arange(int(np.prod(shape)) if shape else 1).reshape(shape) % 3
    if dt == "bfloat16":
        return Tensor(a.astype(np.float32)).astype(ms.bfloat16)
    return Tensor(a.astype(dt))


for fmt in ["ckpt", "safetensors"]:
    for dt in DTYPES:
        for shape in [(2, 3), (), (0,), (2, 0)]:
            def f(dt=dt, shape=shape, fmt=fmt):
                p = P(f"dt_{dt}_{len(shape)}_{shape and shape[-1]}.{fmt}")
                ms.save_checkpoint([{"name": "x", "data": mk(dt, shape)}], p, format=fmt)
                return desc(ms.load_checkpoint(p, format=fmt))
            case(f"roundtrip_{fmt}_{dt}_{'x'.join(map(str, shape)) or 'scalar'}", f)


def save_net(fmt="ckpt", **kw):
    p = P(f"net_{len(os.listdir(D))}.{fmt}")
    ms.save_checkpoint(Net(), p, format=fmt, **kw)
    return p


for fmt in ["ckpt", "safetensors"]:
    case(f"net_keys_{fmt}", lambda fmt=fmt: desc(ms.load_checkpoint(save_net(fmt), format=fmt)))
    case(f"net_choice_{fmt}", lambda fmt=fmt: list(ms.load_checkpoint(save_net(fmt, choice_func=lambda n: "bn" in n),
                                                                       format=fmt)))
    case(f"net_append_{fmt}", lambda fmt=fmt: desc(ms.load_checkpoint(
        save_net(fmt, append_dict={"epoch_num": 3, "lr": 0.25, "flag": True, "s": "abc",
                                   "t": Tensor(np.array([1, 2], np.int32)),
                                   "p": Parameter(Tensor(np.ones(2, np.float16)), name="pp")}), format=fmt)))
    case(f"net_append_none_{fmt}", lambda fmt=fmt: desc(ms.load_checkpoint(save_net(fmt, append_dict=None), format=fmt)))
    case(f"load_into_{fmt}", lambda fmt=fmt: ms.load_param_into_net(Net(), ms.load_checkpoint(save_net(fmt), format=fmt)))
    case(f"load_net_arg_{fmt}", lambda fmt=fmt: (lambda n: (list(ms.load_checkpoint(save_net(fmt), net=n, format=fmt)),
                                                            n.fc1.weight))(Net()))
    case(f"load_specify_{fmt}", lambda fmt=fmt: list(ms.load_checkpoint(save_net(fmt), specify_prefix="fc", format=fmt)))
    case(f"load_filter_tuple_{fmt}", lambda fmt=fmt: list(ms.load_checkpoint(save_net(fmt), filter_prefix=("fc1", "bn.moving"),
                                                                              format=fmt)))
    case(f"load_choice_{fmt}", lambda fmt=fmt: list(ms.load_checkpoint(save_net(fmt), choice_func=lambda n: n.endswith("weight"),
                                                                        format=fmt)))
    case(f"load_choice_none_{fmt}", lambda fmt=fmt: list(ms.load_checkpoint(save_net(fmt), choice_func=lambda n: False, format=fmt)))
    case(f"load_choice_int_{fmt}", lambda fmt=fmt: list(ms.load_checkpoint(save_net(fmt), choice_func=lambda n: n.startswith(123),
                                                                            format=fmt)))
    case(f"load_choice_ret_int_{fmt}", lambda fmt=fmt: list(ms.load_checkpoint(save_net(fmt), choice_func=lambda n: len(n) % 2,
                                                                                format=fmt)))
    case(f"save_choice_ret_str_{fmt}", lambda fmt=fmt: list(ms.load_checkpoint(save_net(fmt, choice_func=lambda n: "x"), format=fmt)))

case("fmt_mismatch_ckpt_as_sf", lambda: list(ms.load_checkpoint(save_net("ckpt"), format="safetensors")))
case("fmt_mismatch_sf_as_ckpt", lambda: list(ms.load_checkpoint(save_net("safetensors"), format="ckpt")))
case("fmt_bad_save", lambda: ms.save_checkpoint(Net(), P("bad.x"), format="pt"))
case("fmt_bad_load", lambda: ms.load_checkpoint(save_net(), format="pt"))
case("save_sf_ext_ckpt", lambda: sorted(f for f in os.listdir(D) if f.startswith("sfext")) if ms.save_checkpoint(
    Net(), P("sfext.ckpt"), format="safetensors") is None else None)
case("save_ckpt_noext", lambda: sorted(f for f in os.listdir(D) if f.startswith("noext_c")) if ms.save_checkpoint(
    Net(), P("noext_c"), format="ckpt") is None else None)
case("save_sf_noext", lambda: sorted(f for f in os.listdir(D) if f.startswith("noext_s")) if ms.save_checkpoint(
    Net(), P("noext_s"), format="safetensors") is None else None)
case("save_double_ext", lambda: sorted(f for f in os.listdir(D) if f.startswith("dbl")) if ms.save_checkpoint(
    Net(), P("dbl.ckpt.ckpt")) is None else None)
case("save_upper_ext", lambda: sorted(f for f in os.listdir(D) if f.startswith("upper")) if ms.save_checkpoint(
    Net(), P("upper.CKPT")) is None else None)


# lists of dicts, dicts, Parameter lists
def lst_save(obj, **kw):
    p = P(f"l_{len(os.listdir(D))}.ckpt")
    ms.save_checkpoint(obj, p, **kw)
    return desc(ms.load_checkpoint(p))


case("list_empty_append", lambda: lst_save([], append_dict={"a": 1}))
case("list_empty", lambda: lst_save([]))
case("list_np_data", lambda: lst_save([{"name": "n", "data": np.arange(3, dtype=np.float32)}]))
case("list_param_data", lambda: lst_save([{"name": "n", "data": Parameter(Tensor([1.0, 2.0]), name="other")}]))
case("list_int_data", lambda: lst_save([{"name": "n", "data": 3}]))
case("list_dup_names", lambda: lst_save([{"name": "n", "data": Tensor([1.0])}, {"name": "n", "data": Tensor([2.0])}]))
case("list_missing_data", lambda: lst_save([{"name": "n"}]))
case("list_extra_key", lambda: lst_save([{"name": "n", "data": Tensor([1.0]), "x": 1}]))
case("list_of_lists", lambda: lst_save([["n", Tensor([1.0])]]))
case("list_of_params", lambda: lst_save([Parameter(Tensor([1.0, 2.0]), name="pa"), Parameter(Tensor([3.0]), name="pb")]))
case("dict_tensors", lambda: lst_save({"a": Tensor([1.0]), "b": Tensor(np.array([2], np.int64))}))
case("dict_params_rename", lambda: lst_save({"a": Parameter(Tensor([1.0]), name="zz")}))
case("dict_numpy", lambda: lst_save({"a": np.array([1.0, 2.0])}))
case("dict_int_value", lambda: lst_save({"a": 3}))
case("param_tuple", lambda: lst_save(Net().trainable_params()))
case("parameter_tuple_obj", lambda: lst_save(ms.ParameterTuple(Net().trainable_params())))
case("append_float64", lambda: lst_save([], append_dict={"x": np.float64(1.5)}))
case("append_np_array", lambda: lst_save([], append_dict={"x": np.array([1, 2])}))
case("append_int_big", lambda: lst_save([], append_dict={"x": 2 ** 40}))
case("append_neg", lambda: lst_save([], append_dict={"x": -3, "y": -0.5}))
case("append_tuple", lambda: lst_save([], append_dict={"x": (1, 2)}))
case("append_none", lambda: lst_save([], append_dict={"x": None}))
case("append_name_clash", lambda: lst_save([{"name": "a", "data": Tensor([1.0])}], append_dict={"a": 2}))
case("append_not_dict", lambda: lst_save([], append_dict=[("a", 1)]))
case("integrated_save_false", lambda: lst_save(Net(), integrated_save=False))
case("async_save", lambda: lst_save(Net(), async_save=True))
case("async_save_str", lambda: lst_save(Net(), async_save="thread"))
case("async_save_bad", lambda: lst_save(Net(), async_save=1))
case("save_bad_name_type", lambda: ms.save_checkpoint(Net(), 3))
case("save_dir_missing", lambda: ms.save_checkpoint(Net(), P("nodir/sub/x.ckpt")) or sorted(os.listdir(P("nodir/sub"))))
case("save_kw_unknown", lambda: ms.save_checkpoint(Net(), P("kw.ckpt"), foo=1))
case("save_choice_not_callable", lambda: ms.save_checkpoint(Net(), P("cnc.ckpt"), choice_func=1))
case("save_integrated_bad", lambda: ms.save_checkpoint(Net(), P("ib.ckpt"), integrated_save=1))
case("save_enc_key_bad", lambda: ms.save_checkpoint(Net(), P("ek.ckpt"), enc_key="abc"))


# TrainOneStepCell and optimizer state names
def train_names(opt):
    net = Net()
    o = opt(net.trainable_params())
    t = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), o)
    t(Tensor(np.ones((2, 4), np.float32)), Tensor(np.zeros((2, 2), np.float32)))
    p = P(f"t_{len(os.listdir(D))}.ckpt")
    ms.save_checkpoint(t, p)
    pd = ms.load_checkpoint(p)
    return [(k, v.name, str(v.dtype), v.shape) for k, v in pd.items()]


case("train_momentum", lambda: train_names(lambda p: nn.Momentum(p, 0.1, 0.9)))
case("train_adam", lambda: train_names(lambda p: nn.Adam(p, 0.1)))
case("train_sgd", lambda: train_names(lambda p: nn.SGD(p, 0.1)))
case("train_adamwd", lambda: train_names(lambda p: nn.AdamWeightDecay(p, 0.1)))
case("train_lamb", lambda: train_names(lambda p: nn.Lamb(p, 0.1)))
case("train_sgd_dyn_lr", lambda: train_names(lambda p: nn.SGD(p, [0.1, 0.05, 0.01])))


def train_load_back():
    net = Net()
    o = nn.Momentum(net.trainable_params(), 0.1, 0.9)
    t = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), o)
    t(Tensor(np.ones((2, 4), np.float32)), Tensor(np.zeros((2, 2), np.float32)))
    p = P("tlb.ckpt")
    ms.save_checkpoint(t, p)
    pd = ms.load_checkpoint(p)
    n2 = Net()
    r1 = ms.load_param_into_net(n2, pd)
    n3 = Net()
    t3 = nn.TrainOneStepCell(nn.WithLossCell(n3, nn.MSELoss()), nn.Momentum(n3.trainable_params(), 0.1, 0.9))
    r2 = ms.load_param_into_net(t3, pd)
    return r1, r2, n2.fc1.weight, t3.optimizer.moments[0]


case("train_load_back", train_load_back)


# load_param_into_net details
def lp(net, pd, **kw):
    r = ms.load_param_into_net(net, pd, **kw)
    return r, [(p.name, str(p.dtype), p.asnumpy().ravel()[:3].tolist()) for p in net.get_parameters()]


W = lambda dt: Tensor(np.full((3, 4), 0.5, dt))
case("lp_tensor_value", lambda: lp(dense(), {"weight": W(np.float32)}))
case("lp_numpy_value", lambda: lp(dense(), {"weight": np.full((3, 4), 0.5, np.float32)}))
case("lp_f64_into_f32", lambda: lp(dense(), {"weight": Parameter(W(np.float64), name="weight")}))
case("lp_f64_into_f32_strict", lambda: lp(dense(), {"weight": Parameter(W(np.float64), name="weight")}, strict_load=True))
case("lp_f16_into_f32_tensor", lambda: lp(dense(), {"weight": W(np.float16)}))
case("lp_i64_into_f32", lambda: lp(dense(), {"weight": Parameter(W(np.int64), name="weight")}))
case("lp_f32_into_i32", lambda: lp(nn.Cell() if False else _intnet(), {"w": Parameter(Tensor(np.full(3, 1.7, np.float32)), name="w")}))
case("lp_bf16_into_f32", lambda: lp(dense(), {"weight": Parameter(W(np.float32).astype(ms.bfloat16), name="weight")}))
case("lp_f32_into_bf16", lambda: lp(_bfnet(), {"w": Parameter(Tensor(np.full(3, 1.7, np.float32)), name="w")}))
case("lp_bool_into_f32", lambda: lp(dense(), {"weight": Parameter(Tensor(np.ones((3, 4), np.bool_)), name="weight")}))
case("lp_scalar_into_vec", lambda: lp(dense(), {"bias": Parameter(Tensor(1.0), name="bias")}))
case("lp_name_mismatch", lambda: lp(dense(), {"weight": Parameter(W(np.float32), name="other")}))
case("lp_empty_dict", lambda: lp(dense(), {}))
case("lp_strict_extra", lambda: lp(dense(), {"weight": W(np.float32), "bias": Tensor(np.ones(3, np.float32)),
                                              "extra": Tensor([1.0])}, strict_load=True))
case("lp_strict_bad", lambda: lp(dense(), {}, strict_load=1))
case("lp_remove_redundancy", lambda: lp(dense(), {"weight": W(np.float32)}, remove_redundancy=True))
case("lp_prefix_net", lambda: lp(nn.WithLossCell(dense(), nn.MSELoss()), {"weight": W(np.float32)}))
case("lp_with_prefix", lambda: lp(nn.WithLossCell(dense(), nn.MSELoss()), {"_backbone.weight": W(np.float32)}))
case("lp_shared_param", lambda: lp(_shared(), {"a.weight": W(np.float32)}))
case("lp_requires_grad", lambda: (lambda n: (ms.load_param_into_net(n, {"weight": Parameter(W(np.float32), name="weight",
                                                                                         requires_grad=False)}),
                                            n.weight.requires_grad))(dense()))
case("load_ckpt_requires_grad", lambda: [(k, v.requires_grad) for k, v in ms.load_checkpoint(save_net()).items()])


class _IntNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.zeros(3, np.int32)), name="w")


class _BfNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.zeros(3, np.float32)).astype(ms.bfloat16), name="w")


class _Shared(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a = dense()
        self.b = self.a


def _intnet():
    return _IntNet()


def _bfnet():
    return _BfNet()


def _shared():
    return _Shared()


case("lp_f32_into_i32", lambda: lp(_intnet(), {"w": Parameter(Tensor(np.full(3, 1.7, np.float32)), name="w")}))
case("lp_f32_into_bf16", lambda: lp(_bfnet(), {"w": Parameter(Tensor(np.full(3, 1.7, np.float32)), name="w")}))
case("lp_shared_param", lambda: lp(_shared(), {"a.weight": W(np.float32)}))
case("lp_shared_param_b", lambda: lp(_shared(), {"b.weight": W(np.float32)}))


# bad files
def write(name, data):
    with open(P(name), "wb") as f:
        f.write(data)
    return P(name)


case("bad_empty", lambda: ms.load_checkpoint(write("empty.ckpt", b"")))
case("bad_garbage", lambda: ms.load_checkpoint(write("garb.ckpt", b"\x01\x02garbage" * 10)))
case("bad_text", lambda: ms.load_checkpoint(write("text.ckpt", b"hello world\n")))
case("bad_truncated", lambda: ms.load_checkpoint(write("trunc.ckpt", open(save_net(), "rb").read()[:50])))
case("bad_sf_empty", lambda: ms.load_checkpoint(write("empty.safetensors", b""), format="safetensors"))
case("bad_sf_garbage", lambda: ms.load_checkpoint(write("garb.safetensors", b"\x08\x00\x00\x00\x00\x00\x00\x00{bad}xxx"),
                                                  format="safetensors"))
case("bad_missing", lambda: ms.load_checkpoint(P("nope.ckpt")))
case("bad_missing_sf", lambda: ms.load_checkpoint(P("nope.safetensors"), format="safetensors"))
case("bad_name_int", lambda: ms.load_checkpoint(3))
case("bad_name_none", lambda: ms.load_checkpoint(None))
case("bad_dec_key", lambda: ms.load_checkpoint(save_net(), dec_key=b"0123456789abcdef"))
case("bad_crc_check", lambda: list(ms.load_checkpoint(save_net(), crc_check=True)))
case("crc_roundtrip", lambda: list(ms.load_checkpoint(save_net(crc_check=True), crc_check=True)))
case("crc_bad_type", lambda: ms.save_checkpoint(Net(), P("crcb.ckpt"), crc_check=1))
case("load_specify_int", lambda: ms.load_checkpoint(save_net(), specify_prefix=1))
case("load_specify_missing", lambda: list(ms.load_checkpoint(save_net(), specify_prefix="zzz")))
case("load_filter_all", lambda: list(ms.load_checkpoint(save_net(), filter_prefix=["fc", "bn"])))
case("load_choice_and_filter", lambda: list(ms.load_checkpoint(save_net(), filter_prefix="fc", choice_func=lambda n: True)))
case("load_choice_not_callable", lambda: list(ms.load_checkpoint(save_net(), choice_func=3)))
case("load_net_not_cell", lambda: list(ms.load_checkpoint(save_net(), net=3)))
case("load_strict_no_net", lambda: list(ms.load_checkpoint(save_net(), strict_load=True)))
case("load_kw_unknown", lambda: list(ms.load_checkpoint(save_net(), foo=1)))
case("lp_kw_unknown", lambda: ms.load_param_into_net(dense(), {}, foo=1))

# the MindSpore-written fixtures
FX = "/work/shared/fixtures"
case("fx_dense_ckpt", lambda: desc(ms.load_checkpoint(f"{FX}/mindspore_dense_3_2.ckpt")))
case("fx_dense_sf", lambda: desc(ms.load_checkpoint(f"{FX}/mindspore_dense_3_2.safetensors", format="safetensors")))
case("fx_mixed", lambda: desc(ms.load_checkpoint(f"{FX}/mindspore_mixed_dtypes.ckpt")))
case("fx_mixed_full", lambda: [(k, v.asnumpy().tolist()) for k, v in ms.load_checkpoint(f"{FX}/mindspore_mixed_dtypes.ckpt").items()])
case("fx_dense_into_net", lambda: (lambda n: (ms.load_param_into_net(n, ms.load_checkpoint(f"{FX}/mindspore_dense_3_2.ckpt")),
                                             n.weight, n.bias))(nn.Dense(3, 2)))
case("fx_sf_into_net", lambda: (lambda n: (ms.load_checkpoint(f"{FX}/mindspore_dense_3_2.safetensors", net=n, format="safetensors"),
                                          n.weight))(nn.Dense(3, 2)))
case("fx_to_sf", lambda: (ms.ckpt_to_safetensors(f"{FX}/mindspore_dense_3_2.ckpt", D) , sorted(f for f in os.listdir(D) if "dense" in f)))
