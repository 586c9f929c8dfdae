"""Tensor methods the model zoo uses most (reshape / view / transpose / squeeze / expand_dims / flatten / astype /
sum / mean / max / min / argmax / clip / tile / repeat / expand_as / broadcast_to / item / tolist / any / all /
masked_fill / gather / split / chunk / narrow / cumsum / norm / std / var / pow / sqrt / exp / neg / abs / sign /
floor / round / topk / sort / nonzero / unique / where...) on 0-d, empty and size-1 inputs of 7 dtypes, eager and
inside an `@ms.jit` function (the process' mode from $MODE)."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _h import case

DTS = {"f32": np.float32, "f16": np.float16, "f64": np.float64, "i32": np.int32, "i64": np.int64, "u8": np.uint8,
       "bool": np.bool_}
SHAPES = {"0d": (), "e0": (0,), "e23": (2, 0), "s1": (1,), "s11": (1, 1)}


def data(dt, shape):
    n = int(np.prod(shape)) if shape else 1
    a = (np.arange(n) % 3 + 1).reshape(shape)
    return Tensor(a.astype(DTS[dt]))


M = {
    "reshape(-1)": lambda x: x.reshape(-1),
    "view(-1,1)": lambda x: x.view(-1, 1),
    "transpose()": lambda x: x.transpose(),
    "T": lambda x: x.T,
    "squeeze()": lambda x: x.squeeze(),
    "squeeze(0)": lambda x: x.squeeze(0),
    "expand_dims(0)": lambda x: x.expand_dims(0),
    "unsqueeze(-1)": lambda x: x.unsqueeze(-1),
    "flatten()": lambda x: x.flatten(),
    "astype(f32)": lambda x: x.astype(ms.float32),
    "astype(bool)": lambda x: x.astype(ms.bool_),
    "sum()": lambda x: x.sum(),
    "sum(-1)": lambda x: x.sum(-1),
    "sum(keepdims)": lambda x: x.sum(keepdims=True),
    "mean()": lambda x: x.mean(),
    "mean(-1,True)": lambda x: x.mean(-1, True),
    "max()": lambda x: x.max(),
    "min(-1)": lambda x: x.min(-1),
    "argmax()": lambda x: x.argmax(),
    "argmax(-1)": lambda x: x.argmax(-1),
    "clip(1,2)": lambda x: x.clip(1, 2),
    "clamp(min=2)": lambda x: x.clamp(min=2),
    "tile((2,))": lambda x: x.tile((2,)),
    "repeat(2)": lambda x: x.repeat(2),
    "expand_as(2x)": lambda x: x.expand_as(ops.zeros((2,) + tuple(x.shape), x.dtype)),
    "broadcast_to((2,)+s)": lambda x: x.broadcast_to((2,) + tuple(x.shape)),
    "any()": lambda x: x.any(),
    "all(-1)": lambda x: x.all(-1),
    "masked_fill(x>1,0)": lambda x: x.masked_fill(x > 1, 0),
    "cumsum(-1)": lambda x: x.cumsum(-1),
    "norm()": lambda x: x.norm(),
    "std()": lambda x: x.std(),
    "var(-1)": lambda x: x.var(-1),
    "pow(2)": lambda x: x.pow(2),
    "sqrt()": lambda x: x.sqrt(),
    "exp()": lambda x: x.exp(),
    "neg()": lambda x: x.neg(),
    "abs()": lambda x: x.abs(),
    "sign()": lambda x: x.sign(),
    "floor()": lambda x: x.floor(),
    "round()": lambda x: x.round(),
    "square()": lambda x: x.square(),
    "log()": lambda x: x.log(),
    "sigmoid()": lambda x: x.sigmoid(),
    "softmax(-1)": lambda x: x.softmax(-1),
    "topk(1)": lambda x: x.topk(1),
    "sort()": lambda x: x.sort(),
    "argsort()": lambda x: x.argsort(),
    "nonzero()": lambda x: x.nonzero(),
    "float()": lambda x: x.float(),
    "int()": lambda x: x.int(),
    "half()": lambda x: x.half(),
    "bool()": lambda x: x.bool(),
    "ne(1)": lambda x: x.ne(1),
    "eq(x)": lambda x: x.eq(x),
    "x*2+1": lambda x: x * 2 + 1,
    "x/2": lambda x: x / 2,
    "x//2": lambda x: x // 2,
    "x%2": lambda x: x % 2,
    "-x": lambda x: -x,
    "x>1": lambda x: x > 1,
    "x@x(1d)": lambda x: x.reshape(-1) @ x.reshape(-1),
    "index_select(0,[0])": lambda x: x.reshape(-1).index_select(0, Tensor([0], ms.int32)),
    "gather([0],0)": lambda x: x.reshape(-1).gather(Tensor([0], ms.int32), 0),
    "split(1)": lambda x: x.reshape(-1).split(1),
    "chunk(2)": lambda x: x.reshape(-1).chunk(2),
    "narrow(0,0,1)": lambda x: x.reshape(-1).narrow(0, 0, 1),
    "flip(0)": lambda x: x.reshape(-1).flip(0),
    "unique()": lambda x: ops.unique(x)[0],
    "where(x>1,x,0)": lambda x: x.where(x > 1, ops.zeros_like(x)) if hasattr(x, "where") else None,
    "prod()": lambda x: x.prod(),
    "log_softmax(-1)": lambda x: x.log_softmax(-1),
    "item()": lambda x: x.item(),
    "tolist()": lambda x: x.tolist(),
}

JIT = {}
for mn, f in M.items():
    if mn in ("item()", "tolist()"):
        continue
    JIT[mn] = ms.jit(f)

for dt in DTS:
    for sn, shape in SHAPES.items():
        for mn, f in M.items():
            case(f"{dt} {sn} {mn}", lambda f=f, dt=dt, shape=shape: f(data(dt, shape)))
            if mn in JIT:
                case(f"{dt} {sn} jit {mn}", lambda mn=mn, dt=dt, shape=shape: JIT[mn](data(dt, shape)))
