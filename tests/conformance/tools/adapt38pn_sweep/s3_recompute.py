"""st pynative/recompute and loss_scale variants: Cell.recompute / ops.recompute with gradients (GradOperation,
grad, value_and_grad, get_by_list), Dropout / BatchNorm / Parameters inside recomputed blocks, non-Tensor inputs;
loss-scale update cells and amp loss scalers over dtypes."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from mindspore.ops import operations as P
from _h import case, J, MODE

class Block(nn.Cell):
    def __init__(self, k=1.0):
        super().__init__()
        self.w = Parameter(Tensor(np.arange(12).reshape(3, 4).astype(np.float32) / 10 * k), name="w")
        self.b = Parameter(Tensor(np.ones(4, np.float32) * k), name="b")
    def construct(self, x):
        y = ops.matmul(x, self.w) + self.b
        return ops.tanh(y) * ops.sigmoid(y)

class Sq(nn.Cell):
    def __init__(self):
        super().__init__()
        self.l1 = nn.Dense(4, 4, weight_init="ones", bias_init="zeros")
        self.l2 = nn.Dense(4, 3, weight_init="ones", bias_init="zeros")
    def construct(self, x):
        return self.l2(ops.relu(self.l1(x) - 5.0))

class Net(nn.Cell):
    def __init__(self, how="cell", n=3):
        super().__init__()
        self.blocks = nn.CellList([Block(1.0 + i / 10) for i in range(n)])
        self.proj = [nn.Dense(4, 3, weight_init="ones", bias_init="zeros") for _ in range(n)]
        self.proj = nn.CellList(self.proj)
        self.how = how
        if how == "cell":
            for b in self.blocks:
                b.recompute()
        elif how == "seq":
            self.seq = nn.SequentialCell(self.blocks[0], )
    def construct(self, x):
        out = x
        for i in range(len(self.blocks)):
            if self.how == "fn" and i == 0:
                y = ops.recompute(self.blocks[i], out)
            else:
                y = self.blocks[i](out)
            out = self.proj[i](y)
        return out

X = Tensor(np.linspace(-1, 1, 6).reshape(2, 3).astype(np.float32))
for how in ("none", "cell", "fn"):
    case(f"rc_fwd_{how}", lambda how=how: Net(how)(X))
    case(f"rc_gradop_{how}", lambda how=how: ops.GradOperation()(Net(how))(X))
    def t(how=how):
        n = Net(how)
        return ops.GradOperation(get_by_list=True)(n, n.trainable_params())(X)
    case(f"rc_bylist_{how}", t)
    def t(how=how):
        n = Net(how)
        return ms.value_and_grad(n, grad_position=0, weights=n.trainable_params())(X)
    case(f"rc_vag_{how}", t)
    def t(how=how):
        n = Net(how)
        opt = nn.Momentum(n.trainable_params(), 0.1, 0.9)
        tr = nn.TrainOneStepCell(nn.WithLossCell(n, nn.MSELoss()), opt)
        return [tr(X, Tensor(np.ones((2, 3), np.float32))) for _ in range(3)]
    case(f"rc_train_{how}", t)
    def t(how=how):
        n = Net(how)
        return ops.GradOperation(sens_param=True)(n)(X, Tensor(np.full((2, 3), 2.0, np.float32)))
    case(f"rc_sens_{how}", t)

class NTI(nn.Cell):
    def __init__(self):
        super().__init__()
        self.block = Block()
        self.block.recompute()
    def construct(self, x, y, z):
        return self.block(x)
case("rc_nontensor_in", lambda: ops.GradOperation()(NTI())(X, None, (X, X)))
case("rc_nontensor_all", lambda: ops.GradOperation(get_all=True)(NTI())(X, X, (X, X)))

class SeqNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.blocks = nn.SequentialCell(Block(), nn.Dense(4, 3, weight_init="ones"), Block(0.5))
        self.blocks.recompute()
    def construct(self, x):
        return self.blocks(x)
case("rc_seq", lambda: ops.GradOperation(get_all=True)(SeqNet())(X))

class DropNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.d = nn.Dropout(p=0.0)
        self.b = Block()
        self.b.recompute()
    def construct(self, x):
        return self.b(self.d(x))
case("rc_dropout0", lambda: ops.GradOperation()(DropNet())(X))

class BNNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.bn = nn.BatchNorm1d(4, momentum=0.9)
        self.b = Block()
    def construct(self, x):
        return self.bn(self.b(x))
def t():
    n = BNNet(); n.set_train(); n.recompute()
    g = ops.GradOperation(get_by_list=True)(n, n.trainable_params())(X)
    return g, n.bn.moving_mean, n.bn.moving_variance
case("rc_bn_train", t)

def t():
    b = Block(); b.recompute(); b.recompute(mp_comm_recompute=False)
    return ops.GradOperation()(b)(X)
case("rc_twice_kw", t)
def t():
    b = Block(); b.recompute(parallel_optimizer_comm_recompute=True)
    return ops.GradOperation()(b)(X)
case("rc_kw_popt", t)
def t():
    b = Block(); b.recompute(bogus=1)
    return ops.GradOperation()(b)(X)
case("rc_bad_kw", t)
def t():
    return J(lambda x: ops.recompute(Block(), x))(X)
case("rc_fn_plainjit", t)
case("rc_fn_fwd_eager", lambda: ops.recompute(Block(), X))
def t():
    b = Block()
    return ms.grad(lambda x: ops.recompute(b, x).sum())(X)
case("rc_fn_grad_eager", t)
def t():
    f = lambda x: ops.sin(x) * 2
    return ms.grad(lambda x: ops.recompute(f, x).sum())(X)
case("rc_fn_nonCell", t)
def t():
    b = Block()
    return ms.grad(lambda x: ops.recompute(b, x, x).sum())(X)
case("rc_fn_badarity", t)
for dn, dt in (("f16", ms.float16), ("f64", ms.float64)):
    def t(dt=dt):
        b = Block(); b.to_float(dt); b.recompute()
        return ops.GradOperation(get_all=True)(b)(X.astype(dt))
    case(f"rc_dtype_{dn}", t)

# --- loss scale ------------------------------------------------------------------------------------------
def upd_seq(init, factor, window, flags, dt=ms.float32):
    cell = nn.DynamicLossScaleUpdateCell(loss_scale_value=init, scale_factor=factor, scale_window=window)
    s = Parameter(Tensor(init, dt), name="s")
    out = []
    for f in flags:
        r = cell(s, Tensor(f))
        out.append((float(s.asnumpy()), bool(r.asnumpy()) if isinstance(r, Tensor) else r))
    return out, cell.get_loss_scale()
for nm, args in (("basic", (16, 2, 2, [False, False, False, True, False, True, True])),
                 ("w1", (2 ** 10, 4, 1, [False, False, True, True, True])),
                 ("tiny", (1.0, 2, 3, [True, True, True, False])),
                 ("f3", (3.0, 3, 2, [False] * 5 + [True])),
                 ("big", (2.0 ** 24, 2, 1, [False] * 200))):
    case(f"ls_dyn_{nm}", lambda args=args: upd_seq(*args))
case("ls_dyn_f16param", lambda: upd_seq(16, 2, 2, [False, False, True], ms.float16))
case("ls_dyn_bad_factor", lambda: nn.DynamicLossScaleUpdateCell(16, 1, 2))
case("ls_dyn_bad_window", lambda: nn.DynamicLossScaleUpdateCell(16, 2, 0))
case("ls_dyn_bad_value", lambda: nn.DynamicLossScaleUpdateCell(-1.0, 2, 2))
case("ls_dyn_float_window", lambda: nn.DynamicLossScaleUpdateCell(16, 2, 2.5))
def t():
    c = nn.FixedLossScaleUpdateCell(loss_scale_value=128)
    s = Parameter(Tensor(4.0), name="s")
    return c(s, Tensor(True)), c(s, Tensor(False)), s, c.get_loss_scale()
case("ls_fixed", t)
case("ls_fixed_bad", lambda: nn.FixedLossScaleUpdateCell(loss_scale_value=0))

from mindspore import amp
for dn, dt in (("f32", ms.float32), ("f16", ms.float16), ("f64", ms.float64), ("i32", ms.int32), ("b", ms.bool_)):
    case(f"allfinite_{dn}", lambda dt=dt: amp.all_finite((Tensor([1, 2], dt), Tensor([0], dt))))
    case(f"allfinite_inf_{dn}", lambda dt=dt: amp.all_finite((Tensor([1, 2], ms.float32), Tensor(np.array([np.inf]), dt))))
case("allfinite_nan", lambda: amp.all_finite([Tensor([np.nan], ms.float16)]))
case("allfinite_empty", lambda: amp.all_finite((Tensor(np.zeros((0,), np.float32)),)))
case("allfinite_0d", lambda: amp.all_finite((Tensor(1.0), Tensor(np.float32(-np.inf)))))
case("allfinite_jit", lambda: J(lambda a, b: amp.all_finite((a, b)))(Tensor([1.0]), Tensor([np.inf])))
def t():
    sc = amp.DynamicLossScaler(scale_value=2 ** 4, scale_factor=2, scale_window=2)
    out = []
    for g in ([1.0], [np.inf], [1.0], [1.0], [1.0], [np.nan], [2.0]):
        grads = (Tensor(np.array(g, np.float32)),)
        fin = amp.all_finite(grads)
        out.append((float(sc.scale_value.asnumpy()), bool(fin.asnumpy())))
        sc.adjust(fin)
    return out, sc.scale(Tensor([1.0, 2.0])), sc.unscale((Tensor([8.0]), Tensor([4.0], ms.float16)))
case("scaler_dyn_seq", t)
def t():
    sc = amp.StaticLossScaler(scale_value=8)
    return sc.scale(Tensor([1.0], ms.float16)), sc.unscale(Tensor([16], ms.int32)), sc.adjust(Tensor(False)), sc.scale_value
case("scaler_static", t)
def t():
    sc = amp.DynamicLossScaler(scale_value=1024, scale_factor=2, scale_window=1)
    return sc.scale({"a": Tensor([1.0])})
case("scaler_dict", t)
def t():
    sc = amp.DynamicLossScaler(scale_value=1024, scale_factor=2, scale_window=1)
    return sc.scale((Tensor([1.0]), [Tensor([2.0], ms.float16), 3.0]))
case("scaler_nested", t)
for sc_args in ((-1, 2, 1), (1024, 0.5, 1), (1024, 2, 0)):
    case(f"scaler_bad_{sc_args}", lambda a=sc_args: amp.DynamicLossScaler(*a).scale_value)
def t():
    from mindspore.train.loss_scale_manager import DynamicLossScaleManager, FixedLossScaleManager
    d = DynamicLossScaleManager(init_loss_scale=16, scale_factor=2, scale_window=2)
    f = FixedLossScaleManager(64, drop_overflow_update=False)
    u = d.get_update_cell()
    return (d.get_loss_scale(), d.get_drop_overflow_update(), f.get_loss_scale(), f.get_drop_overflow_update(),
            f.get_update_cell(), type(u).__name__, u.get_loss_scale())
case("lsm_api", t)
for args in ((0, 2, 2), (16, 1, 2), (16, 2, 0), (16, 2, 1.5)):
    def t(args=args):
        from mindspore.train.loss_scale_manager import DynamicLossScaleManager
        return DynamicLossScaleManager(*args).get_loss_scale()
    case(f"lsm_bad_{args}", t)
case("lsm_fixed_bad", lambda: __import__("mindspore.train.loss_scale_manager", fromlist=["x"]).FixedLossScaleManager(0.5))
