"""save_checkpoint / load_checkpoint / load_param_into_net round trips: Parameter dtypes and shapes (0-d, empty),
save_obj kinds, append_dict values, choice_func / filter_prefix / specify_prefix / strict_load, dtype and shape
mismatches on load, the safetensors format, loading then running in the current mode (MODE=graph|pynative)."""
import os
import tempfile

import numpy as np
from _h import case

import mindspore as ms
from mindspore import Parameter, Tensor, nn, ops

D = tempfile.mkdtemp(prefix="a45ckpt_")
_K = [0]


def fn(ext=".ckpt"):
    _K[0] += 1
    return os.path.join(D, "c%d%s" % (_K[0], ext))


DT = {"f16": (np.float16, ms.float16), "f32": (np.float32, ms.float32), "f64": (np.float64, ms.float64),
      "i8": (np.int8, ms.int8), "i32": (np.int32, ms.int32), "i64": (np.int64, ms.int64),
      "u8": (np.uint8, ms.uint8), "bool": (np.bool_, ms.bool_), "bf16": (np.float32, ms.bfloat16)}
SH = {"0d": (), "vec": (3,), "empty": (0, 2), "mat": (2, 3)}


class One(nn.Cell):
    def __init__(self, t, name="w", rg=True):
        super().__init__()
        self.w = Parameter(t, name=name, requires_grad=rg)

    def construct(self, x):
        return x + 1


def val(npdt, shape):
    n = int(np.prod(shape)) if shape else 1
    a = (np.arange(n) % 3 + 1).reshape(shape)
    return a.astype(npdt)


def desc(d):
    """a loaded dict: name -> (class, dtype, shape, values, requires_grad) sorted by name."""
    out = []
    for k in sorted(d):
        v = d[k]
        if isinstance(v, Tensor):
            t = v.astype(ms.float32) if v.dtype == ms.bfloat16 else v
            out.append((k, type(v).__name__, str(v.dtype), tuple(v.shape), t.asnumpy().tolist(),
                        getattr(v, "requires_grad", None), getattr(v, "name", None)))
        else:
            out.append((k, type(v).__name__, v))
    return str(out)


# 1. dtype x shape round trips of one Parameter
for dk, (npdt, msdt) in DT.items():
    for sk, shape in SH.items():
        def c(npdt=npdt, msdt=msdt, shape=shape):
            f = fn()
            ms.save_checkpoint(One(Tensor(val(npdt, shape), msdt)), f)
            return desc(ms.load_checkpoint(f))
        case("rt_%s_%s" % (dk, sk), c)

# 2. save_obj kinds
case("obj_list_dicts", lambda: (ms.save_checkpoint([{"name": "a", "data": Tensor([1, 2], ms.int32)},
                                                     {"name": "b", "data": Tensor(2.5, ms.float64)}], fn()),
                                desc(ms.load_checkpoint(D + "/c%d.ckpt" % _K[0])))[1])
case("obj_dict", lambda: (ms.save_checkpoint({"a": Tensor([1.5], ms.float16), "b": Parameter(Tensor([3], ms.int8), name="zz")}, fn()),
                          desc(ms.load_checkpoint(D + "/c%d.ckpt" % _K[0])))[1])
case("obj_dict_scalar", lambda: (ms.save_checkpoint({"a": Tensor([1.5]), "n": 3, "s": "txt", "f": 0.5, "b": True}, fn()),
                                 desc(ms.load_checkpoint(D + "/c%d.ckpt" % _K[0])))[1])
case("obj_list_param", lambda: (ms.save_checkpoint([Parameter(Tensor([1.0, 2.0]), name="p1")], fn()),
                                desc(ms.load_checkpoint(D + "/c%d.ckpt" % _K[0])))[1])
case("obj_list_plain_tensor", lambda: ms.save_checkpoint([Tensor([1.0])], fn()))
case("obj_dict_list_value", lambda: ms.save_checkpoint({"a": [1, 2]}, fn()))
case("obj_dict_numpy_value", lambda: (ms.save_checkpoint({"a": np.array([1, 2], np.int16)}, fn()),
                                      desc(ms.load_checkpoint(D + "/c%d.ckpt" % _K[0])))[1])
case("obj_empty_list", lambda: (ms.save_checkpoint([], fn()), desc(ms.load_checkpoint(D + "/c%d.ckpt" % _K[0])))[1])
case("obj_int", lambda: ms.save_checkpoint(3, fn()))

# 3. append_dict value kinds
for ak, av in {"int": 3, "float": 0.25, "str": "abc", "bool": True, "tensor": Tensor([1, 2], ms.int16),
               "param": Parameter(Tensor([1.0]), name="pp"), "np": np.float32(1.5), "none": None,
               "list": [1, 2], "neg_int": -7, "big_int": 2 ** 40}.items():
    def c(av=av):
        f = fn()
        ms.save_checkpoint(One(Tensor([1.0, 2.0])), f, append_dict={"k": av})
        return desc(ms.load_checkpoint(f))
    case("append_" + ak, c)


class Three(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a_w = Parameter(Tensor([1.0, 2.0]), name="a_w")
        self.b_w = Parameter(Tensor([3, 4], ms.int32), name="b_w")
        self.ab = Parameter(Tensor(np.float16(5)), name="ab", requires_grad=False)

    def construct(self, x):
        return x * self.a_w + self.b_w


def three_file(**kw):
    f = fn()
    ms.save_checkpoint(Three(), f, **kw)
    return f


# 4. choice_func on save and load; filter_prefix / specify_prefix forms
case("save_choice_a", lambda: desc(ms.load_checkpoint(three_file(choice_func=lambda n: n.startswith("a")))))
case("save_choice_none", lambda: desc(ms.load_checkpoint(three_file(choice_func=lambda n: False))))
case("save_integrated_false", lambda: desc(ms.load_checkpoint(three_file(integrated_save=False))))
case("save_async", lambda: (lambda f: (ms.save_checkpoint(Three(), f, async_save=True), desc(ms.load_checkpoint(f)))[1])(fn()))
case("save_crc", lambda: desc(ms.load_checkpoint(three_file(crc_check=True), crc_check=True)))
case("load_crc_nocrc", lambda: desc(ms.load_checkpoint(three_file(), crc_check=True)))
for lk, kw in {"filter_a": dict(filter_prefix="a"), "filter_tuple": dict(filter_prefix=("a", "b")),
               "filter_list": dict(filter_prefix=["ab"]), "filter_empty": dict(filter_prefix=""),
               "filter_int": dict(filter_prefix=1), "specify_a": dict(specify_prefix="a"),
               "specify_tuple": dict(specify_prefix=("b_", "ab")), "specify_and_filter": dict(specify_prefix="a", filter_prefix="ab"),
               "choice": dict(choice_func=lambda n: n.endswith("w")), "choice_none": dict(choice_func=lambda n: False),
               "choice_not_callable": dict(choice_func=3), "strict": dict(strict_load=True)}.items():
    case("load_" + lk, lambda kw=kw: desc(ms.load_checkpoint(three_file(), **kw)))

# 5. errors of the file names
case("load_missing", lambda: ms.load_checkpoint(D + "/nope.ckpt"))
case("load_bad_suffix", lambda: ms.load_checkpoint(D + "/x.txt"))
case("load_not_str", lambda: ms.load_checkpoint(3))
case("save_no_suffix", lambda: (ms.save_checkpoint(Three(), D + "/nosuf"), sorted(p for p in os.listdir(D) if p.startswith("nosuf")))[1])
case("save_bad_obj_name_kw", lambda: ms.save_checkpoint(Three(), 5))
case("load_garbage", lambda: (open(D + "/bad.ckpt", "wb").write(b"not a checkpoint"), ms.load_checkpoint(D + "/bad.ckpt"))[1])


# 6. load_param_into_net: return values, mismatches, then run
def lp(net, d, **kw):
    r = ms.load_param_into_net(net, d, **kw)
    return r, desc({p.name: p for p in net.get_parameters()})


case("lpin_full", lambda: lp(Three(), ms.load_checkpoint(three_file())))
case("lpin_missing_key", lambda: lp(Three(), {"a_w": Parameter(Tensor([9.0, 9.0]), name="a_w")}))
case("lpin_extra_key", lambda: lp(Three(), {"a_w": Parameter(Tensor([9.0, 9.0]), name="a_w"),
                                             "zz": Parameter(Tensor([1.0]), name="zz")}))
case("lpin_strict_missing", lambda: lp(Three(), {"a_w": Parameter(Tensor([9.0, 9.0]), name="a_w")}, strict_load=True))
case("lpin_tensor_values", lambda: lp(Three(), {"a_w": Tensor([7.0, 8.0])}))
case("lpin_f64_into_f32", lambda: lp(Three(), {"a_w": Parameter(Tensor([7.5, 8.5], ms.float64), name="a_w")}))
case("lpin_f16_into_f32", lambda: lp(Three(), {"a_w": Parameter(Tensor([7.5, 8.5], ms.float16), name="a_w")}))
case("lpin_i64_into_i32", lambda: lp(Three(), {"b_w": Parameter(Tensor([7, 8], ms.int64), name="b_w")}))
case("lpin_f32_into_i32", lambda: lp(Three(), {"b_w": Parameter(Tensor([7.5, 8.5], ms.float32), name="b_w")}))
case("lpin_f32_into_i32_strict", lambda: lp(Three(), {"b_w": Parameter(Tensor([7.5, 8.5], ms.float32), name="b_w")}, strict_load=True))
case("lpin_bf16_into_f32", lambda: lp(Three(), {"a_w": Parameter(Tensor([7.5, 8.5], ms.bfloat16), name="a_w")}))
case("lpin_shape_mismatch", lambda: lp(Three(), {"a_w": Parameter(Tensor([7.0, 8.0, 9.0]), name="a_w")}))
case("lpin_0d_into_vec", lambda: lp(Three(), {"a_w": Parameter(Tensor(7.0), name="a_w")}))
case("lpin_vec_into_0d", lambda: lp(Three(), {"ab": Parameter(Tensor([7.0], ms.float16), name="ab")}))
case("lpin_not_dict", lambda: lp(Three(), [1, 2]))
case("lpin_not_cell", lambda: ms.load_param_into_net(3, {}))
case("lpin_numpy_value", lambda: lp(Three(), {"a_w": np.array([7.0, 8.0], np.float32)}))
case("lpin_then_run", lambda: (lp(Three(), {"a_w": Parameter(Tensor([2.0, 3.0]), name="a_w")}),)[0][0])


def load_run():
    net = Three()
    ms.load_param_into_net(net, {"a_w": Parameter(Tensor([2.0, 3.0]), name="a_w"),
                                 "b_w": Parameter(Tensor([1, 1], ms.int32), name="b_w")})
    return net(Tensor([1.0, 2.0]))


case("load_then_run", load_run)


def load_via_net_kw():
    f = three_file()
    net = Three()
    net.a_w.set_data(Tensor([0.0, 0.0]))
    d = ms.load_checkpoint(f, net=net)
    return sorted(d), net(Tensor([1.0, 1.0]))


case("load_net_kw", load_via_net_kw)


# 7. optimizer state names and values after a step
def opt_ckpt(opt_cls, **kw):
    net = nn.Dense(2, 1, weight_init="ones", bias_init="zeros")
    opt = opt_cls(net.trainable_params(), **kw)
    tr = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
    tr(Tensor([[1.0, 2.0]]), Tensor([[0.0]]))
    f = fn()
    ms.save_checkpoint(tr, f)
    return desc(ms.load_checkpoint(f))


case("opt_momentum", lambda: opt_ckpt(nn.Momentum, learning_rate=0.1, momentum=0.9))
case("opt_adam", lambda: opt_ckpt(nn.Adam, learning_rate=0.1))
case("opt_sgd_dyn_lr", lambda: opt_ckpt(nn.SGD, learning_rate=nn.exponential_decay_lr(0.1, 0.5, 4, 2, 1)))
case("opt_adamw", lambda: opt_ckpt(nn.AdamWeightDecay, learning_rate=0.1, weight_decay=0.01))


# 8. safetensors
case("sf_roundtrip", lambda: (lambda f: (ms.save_checkpoint(Three(), f, format="safetensors"),
                                         desc(ms.load_checkpoint(f, format="safetensors")))[1])(fn(".safetensors")))
case("sf_append", lambda: (lambda f: (ms.save_checkpoint(Three(), f, format="safetensors", append_dict={"e": 2}),
                                      desc(ms.load_checkpoint(f, format="safetensors")))[1])(fn(".safetensors")))
case("sf_bad_format", lambda: ms.save_checkpoint(Three(), fn(".x"), format="h5"))
case("sf_load_ckpt_as_sf", lambda: ms.load_checkpoint(three_file(), format="safetensors"))


# 9. nested Cells: names, CellList, SequentialCell
class Nest(nn.Cell):
    def __init__(self):
        super().__init__()
        self.seq = nn.SequentialCell([nn.Dense(2, 2, weight_init="ones", bias_init="zeros"), nn.ReLU(), nn.Dense(2, 1, weight_init="ones", bias_init="zeros")])
        self.lst = nn.CellList([nn.Dense(1, 1, weight_init="ones", bias_init="zeros")])
        self.bn = nn.BatchNorm1d(2)

    def construct(self, x):
        return self.lst[0](self.seq(self.bn(x)))


def nest_names():
    f = fn()
    ms.save_checkpoint(Nest(), f)
    d = ms.load_checkpoint(f)
    return [(k, str(v.dtype), tuple(v.shape), v.requires_grad) for k, v in d.items()]


case("nest_names_order", nest_names)


def nest_reload_run():
    f = fn()
    a = Nest()
    a.seq[0].weight.set_data(Tensor([[0.5, -1.0], [2.0, 1.0]]))
    ms.save_checkpoint(a, f)
    b = Nest()
    b.set_train(False)
    r = ms.load_param_into_net(b, ms.load_checkpoint(f))
    return r, b(Tensor([[1.0, 2.0], [3.0, -1.0]]))


case("nest_reload_run", nest_reload_run)


# 10. a checkpoint value with trailing size-1 axes (MindSpore's GE special case) and then running the net
class Mul(nn.Cell):
    def __init__(self, shape, dt):
        super().__init__()
        self.w = Parameter(Tensor(np.ones(shape), dt), name="w")

    def construct(self, x):
        return x * self.w


for pk, (pshape, nshape, pdt, ndt) in {"0d_1": ((), (1,), ms.float32, ms.float32),
                                       "v_v1": ((2,), (2, 1), ms.float32, ms.float32),
                                       "v_v1_f16": ((2,), (2, 1), ms.float32, ms.float16),
                                       "m_m11": ((2, 3), (2, 3, 1, 1), ms.float32, ms.float32),
                                       "0d_11_i64": ((), (1, 1), ms.int32, ms.int64),
                                       "v2_31": ((2,), (3, 1), ms.float32, ms.float32),
                                       "v3_231": ((3, 2), (2, 3, 1), ms.float32, ms.float32),
                                       "1_0d": ((1,), (), ms.float32, ms.float32)}.items():
    def c(pshape=pshape, nshape=nshape, pdt=pdt, ndt=ndt):
        net = Mul(pshape, pdt)
        v = Tensor(np.arange(int(np.prod(nshape))).reshape(nshape) + 2, ndt)
        r = ms.load_param_into_net(net, {"w": Parameter(v, name="w")})
        x = Tensor(np.ones((2,)), pdt)
        return r, net.w, net(x)
    case("trail1_" + pk, c)
