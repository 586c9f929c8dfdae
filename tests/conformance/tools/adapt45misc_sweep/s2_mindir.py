"""ms.export (MINDIR) then ms.load + nn.GraphCell: input dtypes and 0-d / empty shapes, tuple / nested outputs,
Parameters, control flow, BatchNorm / Dropout in train and eval, dynamic-shape inputs, GraphCell's params_init,
GraphCell inside another Cell (both modes), wrong inputs, file names and formats (MODE=graph|pynative)."""
import os
import tempfile

import numpy as np
from _h import case

import mindspore as ms
from mindspore import Parameter, Tensor, nn, ops

D = tempfile.mkdtemp(prefix="a45mir_")
_K = [0]


def fn():
    _K[0] += 1
    return os.path.join(D, "m%d" % _K[0])


def rt(net, *inputs, call=None, **kw):
    """export net on inputs, load it, run the GraphCell on `call` (default: the same inputs)."""
    f = fn()
    ms.export(net, *inputs, file_name=f, file_format="MINDIR", **kw)
    g = nn.GraphCell(ms.load(f + ".mindir"))
    return g(*(call if call is not None else inputs))


class Add1(nn.Cell):
    def construct(self, x):
        return x + 1


class Prod(nn.Cell):
    def construct(self, x, y):
        return x * y, x - y


class Nested(nn.Cell):
    def construct(self, x):
        return (x, (x * 2, x.sum())), [x - 1]


class WithParam(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32)), name="w")
        self.b = Parameter(Tensor(np.array([0.5, -0.5], np.float32)), name="b")

    def construct(self, x):
        return ops.matmul(x, self.w) + self.b


class IfNet(nn.Cell):
    def construct(self, x):
        if x.sum() > 0:
            return x * 2
        return x - 10


class WhileNet(nn.Cell):
    def construct(self, x):
        i = 0
        while i < 3:
            x = x + i
            i += 1
        return x


class BNNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.bn = nn.BatchNorm1d(2)
        self.drop = nn.Dropout(p=0.5)

    def construct(self, x):
        return self.drop(self.bn(x))


class CastNet(nn.Cell):
    def construct(self, x):
        return ops.cast(x, ms.float16) * 2, ops.cast(x, ms.int32)


X = np.array([[1.0, -2.0], [3.0, 0.5]], np.float32)

# 1. input dtypes and shapes
for dk, msdt in {"f16": ms.float16, "f32": ms.float32, "f64": ms.float64, "i32": ms.int32, "i64": ms.int64,
                 "u8": ms.uint8, "bool": ms.bool_}.items():
    for sk, shape in {"0d": (), "vec": (3,), "empty": (0, 2)}.items():
        def c(msdt=msdt, shape=shape):
            a = (np.arange(int(np.prod(shape)) if shape else 1) % 2).reshape(shape)
            return rt(Add1(), Tensor(a, msdt))
        case("add1_%s_%s" % (dk, sk), c)

# 2. outputs
case("two_outputs", lambda: rt(Prod(), Tensor(X), Tensor(X * 2)))
case("two_outputs_mixed", lambda: rt(Prod(), Tensor(X), Tensor(np.float32(2))))
case("nested_outputs", lambda: rt(Nested(), Tensor(X)))
case("cast_outputs", lambda: rt(CastNet(), Tensor(X)))
case("with_param", lambda: rt(WithParam(), Tensor(X)))
case("if_pos", lambda: rt(IfNet(), Tensor(X)))
case("if_then_neg_input", lambda: rt(IfNet(), Tensor(X), call=(Tensor(-X),)))
case("while", lambda: rt(WhileNet(), Tensor(X)))
case("bn_eval", lambda: rt(BNNet().set_train(False), Tensor(X)))
case("bn_train", lambda: rt(BNNet().set_train(True), Tensor(X)))
case("dense_relu_seq", lambda: rt(nn.SequentialCell([nn.Dense(2, 3, weight_init="ones", bias_init="zeros"), nn.ReLU()]),
                                  Tensor(X)))

# 3. calling with other inputs than exported
case("other_values", lambda: rt(Add1(), Tensor(X), call=(Tensor(X * 3),)))
case("other_shape", lambda: rt(Add1(), Tensor(X), call=(Tensor(np.ones((3, 2), np.float32)),)))
case("other_dtype", lambda: rt(Add1(), Tensor(X), call=(Tensor(np.ones((2, 2), np.float16)),)))
case("too_many_inputs", lambda: rt(Add1(), Tensor(X), call=(Tensor(X), Tensor(X))))
case("too_few_inputs", lambda: rt(Prod(), Tensor(X), Tensor(X), call=(Tensor(X),)))
case("numpy_input", lambda: rt(Add1(), Tensor(X), call=(X,)))
case("dyn_shape_export", lambda: rt(Add1(), Tensor(shape=[None, 2], dtype=ms.float32),
                                    call=(Tensor(np.ones((3, 2), np.float32)),)))
case("dyn_shape_export_run_other", lambda: rt(Add1(), Tensor(shape=[None, 2], dtype=ms.float32),
                                              call=(Tensor(np.ones((1, 2), np.float32)),)))


# 4. GraphCell params_init and inside another Cell
def params_init():
    f = fn()
    ms.export(WithParam(), Tensor(X), file_name=f, file_format="MINDIR")
    g = nn.GraphCell(ms.load(f + ".mindir"), params_init={"w": Tensor(np.eye(2, dtype=np.float32))})
    return g(Tensor(X))


case("params_init", params_init)


def params_init_bad():
    f = fn()
    ms.export(WithParam(), Tensor(X), file_name=f, file_format="MINDIR")
    g = nn.GraphCell(ms.load(f + ".mindir"), params_init={"zz": Tensor(np.eye(2, dtype=np.float32))})
    return g(Tensor(X))


case("params_init_unknown", params_init_bad)


def params_init_shape():
    f = fn()
    ms.export(WithParam(), Tensor(X), file_name=f, file_format="MINDIR")
    g = nn.GraphCell(ms.load(f + ".mindir"), params_init={"w": Tensor(np.eye(3, dtype=np.float32))})
    return g(Tensor(X))


case("params_init_bad_shape", params_init_shape)


class Outer(nn.Cell):
    def __init__(self, g):
        super().__init__()
        self.g = g

    def construct(self, x):
        return self.g(x) * 3


def outer():
    f = fn()
    ms.export(WithParam(), Tensor(X), file_name=f, file_format="MINDIR")
    return Outer(nn.GraphCell(ms.load(f + ".mindir")))(Tensor(X))


case("graphcell_in_cell", outer)


def graphcell_grad():
    f = fn()
    ms.export(Add1(), Tensor(X), file_name=f, file_format="MINDIR")
    g = nn.GraphCell(ms.load(f + ".mindir"))
    return ms.grad(lambda x: g(x).sum())(Tensor(X))


case("graphcell_grad", graphcell_grad)
case("graphcell_twice", lambda: (lambda g: (g(Tensor(X)), g(Tensor(X * 2))))(
    (lambda f: (ms.export(Add1(), Tensor(X), file_name=f, file_format="MINDIR"), nn.GraphCell(ms.load(f + ".mindir")))[1])(fn())))


# 5. file names / formats / load errors
def export_names(name):
    ms.export(Add1(), Tensor(X), file_name=os.path.join(D, name), file_format="MINDIR")
    return sorted(p for p in os.listdir(D) if p.startswith(name.split(".")[0]))


case("name_plain", lambda: export_names("nm_a"))
case("name_with_suffix", lambda: export_names("nm_b.mindir"))
case("name_other_suffix", lambda: export_names("nm_c.onnx"))
case("format_air", lambda: ms.export(Add1(), Tensor(X), file_name=fn(), file_format="AIR"))
case("format_bad", lambda: ms.export(Add1(), Tensor(X), file_name=fn(), file_format="PB"))
case("format_lower", lambda: ms.export(Add1(), Tensor(X), file_name=fn(), file_format="mindir"))
case("no_inputs", lambda: ms.export(Add1(), file_name=fn(), file_format="MINDIR"))
case("numpy_export_input", lambda: rt(Add1(), X))
case("load_missing", lambda: ms.load(os.path.join(D, "nope.mindir")))
case("load_not_mindir", lambda: (open(os.path.join(D, "junk.mindir"), "wb").write(b"junk"),
                                 ms.load(os.path.join(D, "junk.mindir")))[1])
case("load_bad_type", lambda: ms.load(3))
case("graphcell_not_graph", lambda: nn.GraphCell(3))
case("load_graph_attrs", lambda: (lambda f: (ms.export(Prod(), Tensor(X), Tensor(X), file_name=f, file_format="MINDIR"),
                                             type(ms.load(f + ".mindir")).__name__))(fn())[1])
