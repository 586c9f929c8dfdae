"""The MindSpore 2.x functional training loop of the tutorials' train.py (value_and_grad over optimizer.parameters,
has_aux, @ms.jit train_step, optimizer(grads)), over networks with BatchNorm / Dropout, grad clipping, loss scalers,
set_train toggles, dataset iterators; and how a train.py prints its loss (str / format specs of 0-d Tensors)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.amp import StaticLossScaler, DynamicLossScaler, all_finite
import mindspore.dataset as ds
from _h import case


def xs(n, f=4):
    return ((np.arange(n * f).reshape(n, f) % 7) / 7.0 - 0.4).astype(np.float32)


def data(n=8, bs=4, ydt=np.int32):
    return ds.NumpySlicesDataset({"x": xs(n), "y": (np.arange(n) % 3).astype(ydt)}, shuffle=False).batch(bs)


def w(shape):
    return Tensor((np.arange(int(np.prod(shape))).reshape(shape) % 5 / 10.0 - 0.2).astype(np.float32))


class Net(nn.Cell):
    def __init__(self, bn=False, drop=False):
        super().__init__()
        self.d1 = nn.Dense(4, 5, weight_init=w((5, 4)), bias_init="zeros")
        self.bn = nn.BatchNorm1d(5) if bn else nn.Identity()
        self.drop = nn.Dropout(p=0.5) if drop else nn.Identity()
        self.d2 = nn.Dense(5, 3, weight_init=w((3, 5)), bias_init="zeros")

    def construct(self, x):
        return self.d2(self.drop(ops.relu(self.bn(self.d1(x)))))


def loop(bn=False, jit=False, aux=False, clip=None, scaler=None, opt="mom", epochs=2, iter_kind="tuple",
         ydt=np.int32, eval_after=True):
    net = Net(bn)
    loss_fn = nn.CrossEntropyLoss()
    optim = {"mom": lambda: nn.Momentum(net.trainable_params(), 0.1, 0.9),
             "adam": lambda: nn.Adam(net.trainable_params(), 0.01),
             "sgd_list": lambda: nn.SGD(net.trainable_params(), [0.1, 0.1, 0.05, 0.05])}[opt]()

    def forward(x, y):
        logits = net(x)
        loss = loss_fn(logits, y)
        if scaler is not None:
            loss = scaler.scale(loss)
        return (loss, logits) if aux else loss

    grad_fn = ms.value_and_grad(forward, None, optim.parameters, has_aux=aux)

    def step(x, y):
        out, grads = grad_fn(x, y)
        loss = out[0] if aux else out
        if scaler is not None:
            loss = scaler.unscale(loss)
            grads = scaler.unscale(grads)
            ok = all_finite(grads)
            scaler.adjust(ok)
        if clip is not None:
            grads = ops.clip_by_global_norm(grads, clip)
        r = optim(grads)
        return loss, r

    if jit:
        step = ms.jit(step)
    hist = []
    for _ in range(epochs):
        net.set_train()
        it = data(ydt=ydt).create_tuple_iterator() if iter_kind == "tuple" else data(ydt=ydt).create_dict_iterator()
        for row in it:
            x, y = (row if iter_kind == "tuple" else (row["x"], row["y"]))
            loss, r = step(x, y)
            hist.append(round(float(loss.asnumpy()), 5))
    res = [hist, type(r).__name__, str(loss.dtype), tuple(loss.shape)]
    if eval_after:
        net.set_train(False)
        correct = 0
        for x, y in data().create_tuple_iterator():
            correct += int((net(x).argmax(1) == y).sum())
        res.append(correct)
    if bn:
        res.append(net.bn.moving_mean.asnumpy().round(5).tolist())
    return res


for jit in (False, True):
    j = "jit" if jit else "eager"
    case(f"loop.{j}.plain", lambda jit=jit: loop(jit=jit))
    case(f"loop.{j}.aux", lambda jit=jit: loop(jit=jit, aux=True))
    case(f"loop.{j}.bn", lambda jit=jit: loop(bn=True, jit=jit))
    case(f"loop.{j}.bn.aux", lambda jit=jit: loop(bn=True, jit=jit, aux=True))
    case(f"loop.{j}.clip", lambda jit=jit: loop(jit=jit, clip=0.05))
    case(f"loop.{j}.static_scaler", lambda jit=jit: loop(jit=jit, scaler=StaticLossScaler(64.0)))
    case(f"loop.{j}.dyn_scaler", lambda jit=jit: loop(jit=jit, scaler=DynamicLossScaler(2.0 ** 10, 2, 2)))
    case(f"loop.{j}.adam", lambda jit=jit: loop(jit=jit, opt="adam"))
    case(f"loop.{j}.sgd_list", lambda jit=jit: loop(jit=jit, opt="sgd_list", epochs=1))
    case(f"loop.{j}.dict_iter", lambda jit=jit: loop(jit=jit, iter_kind="dict"))
    case(f"loop.{j}.y_int64", lambda jit=jit: loop(jit=jit, ydt=np.int64))


# what a train.py prints
def fmt_cases():
    out = []
    for v in (Tensor(np.float32(1.2345678)), Tensor(np.float16(0.5)), Tensor(np.int32(3)), Tensor(np.float64(2.0)),
              Tensor(np.array([1.5], np.float32)), Tensor(np.bool_(True))):
        row = [str(v), repr(v)]
        for spec in ("", ".4f", ">8", "g", "d", ".2e"):
            try:
                row.append(format(v, spec))
            except Exception as e:  # noqa
                row.append("EXC " + type(e).__name__)
        out.append(row)
    return out


case("fmt.matrix", fmt_cases)
case("fmt.fstring", lambda: f"epoch: 1 step: 2, loss is {Tensor(np.float32(0.6931472))}")
case("fmt.asnumpy", lambda: f"loss: {Tensor(np.float32(0.6931472)).asnumpy()}")
case("fmt.item", lambda: (Tensor(np.float32(0.6931472)).item(), type(Tensor(np.float32(0.6931472)).item()).__name__))
case("fmt.float", lambda: float(Tensor(np.float32(0.6931472))))
case("fmt.round", lambda: round(float(Tensor(np.float32(0.6931472))), 4))
case("fmt.percent", lambda: "%.3f" % Tensor(np.float32(0.6931472)))
case("fmt.percent_s", lambda: "%s" % Tensor(np.float32(0.6931472)))
case("fmt.vec_str", lambda: str(Tensor(np.arange(3, dtype=np.float32) / 3)))
case("fmt.f16_vec_str", lambda: str(Tensor(np.arange(3, dtype=np.float16) / 3)))
case("fmt.int_vec_format", lambda: format(Tensor(np.arange(3, dtype=np.int32)), ""))
case("fmt.vec_format_spec", lambda: format(Tensor(np.arange(3, dtype=np.float32)), ".2f"))
