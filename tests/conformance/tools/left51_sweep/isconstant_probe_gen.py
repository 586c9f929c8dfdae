EXPRS = {
 "exp": "ops.exp(a)", "log": "ops.log(a)", "sqrt": "ops.sqrt(a)", "abs": "ops.abs(a)", "neg": "-a", "ops_neg": "ops.neg(a)",
 "square": "ops.square(a)", "sin": "ops.sin(a)", "tanh": "ops.tanh(a)", "sigmoid": "ops.sigmoid(a)", "relu": "ops.relu(a)",
 "floor": "ops.floor(a)", "round": "ops.round(a)", "sign": "ops.sign(a)", "reciprocal": "ops.reciprocal(a)",
 "rsqrt": "ops.rsqrt(a)", "add_tt": "a + b", "sub_tt": "a - b", "mul_tt": "a * b", "div_tt": "a / b",
 "add_ti": "a + 1", "add_tf": "a + 1.0", "sub_ti": "a - 1", "mul_ti": "a * 2", "mul_tf": "a * 2.0", "div_ti": "a / 2",
 "div_tf": "a / 2.0", "radd": "1 + a", "rmul": "2 * a", "rsub": "1 - a", "rdiv": "1 / a", "pow_ti": "a ** 2",
 "floordiv_ti": "a // 2", "mod_ti": "a % 2", "floordiv_tt": "a // b", "mod_tt": "a % b", "pow_tt": "a ** b",
 "ops_add": "ops.add(a, b)", "ops_sub": "ops.sub(a, b)", "ops_mul": "ops.mul(a, b)", "ops_mul_f": "ops.mul(a, 2.0)",
 "ops_div": "ops.div(a, b)", "ops_add_f": "ops.add(a, 1.0)", "P_Add": "P.Add()(a, b)", "P_Mul": "P.Mul()(a, b)",
 "P_RealDiv": "P.RealDiv()(a, b)", "P_Sub": "P.Sub()(a, b)", "P_Neg": "P.Neg()(a)", "P_Abs": "P.Abs()(a)",
 "P_Sqrt": "P.Sqrt()(a)", "P_Square": "P.Square()(a)", "P_Exp": "P.Exp()(a)", "P_Maximum": "P.Maximum()(a, b)",
 "maximum": "ops.maximum(a, b)", "minimum": "ops.minimum(a, b)", "gt_t": "a > b", "gt_i": "a > 1", "eq_t": "a == b",
 "ne_t": "a != b", "lt_f": "a < 1.5", "logical_and": "ops.logical_and(a > 1, b > 1)", "matmul": "ops.matmul(m, m)",
 "getitem0": "a[0]", "getitem_slice": "a[1:]", "sum": "a.sum()", "mean": "a.mean()", "reduce_sum_ax": "a.sum(axis=0)",
 "ops_sum": "ops.sum(a)", "P_ReduceSum": "P.ReduceSum()(a)", "P_ReduceMean": "P.ReduceMean()(a)", "max": "a.max()",
 "min": "a.min()", "prod": "a.prod()", "argmax": "ops.argmax(a)", "cast_f16": "ops.cast(a, ms.float16)",
 "cast_i32": "ops.cast(a, ms.int32)", "astype": "a.astype(ms.int32)", "reshape": "a.reshape((3, 1))",
 "ops_reshape": "ops.reshape(a, (1, 3))", "expand_dims": "ops.expand_dims(a, 0)", "squeeze": "ops.squeeze(m[0:1])",
 "transpose": "ops.transpose(m, (1, 0))", "m_T": "m.T", "concat": "ops.concat((a, b))", "stack": "ops.stack((a, b))",
 "tile": "ops.tile(a, (2,))", "broadcast_to": "ops.broadcast_to(a, (2, 3))", "zeros_like": "ops.zeros_like(a)",
 "ones_like": "ops.ones_like(a)", "ones": "ops.ones((2, 2))", "zeros": "ops.zeros((2, 2))", "fill": "ops.fill(ms.float32, (2,), 1.0)",
 "full": "ops.full((2,), 3.0)", "eye": "ops.eye(2, 2, ms.float32)", "arange": "ops.arange(3)", "select": "ops.select(a > 1, a, b)",
 "where": "ops.where(a > 1, a, b)", "clamp": "ops.clamp(a, 0.0, 2.0)", "cumsum": "ops.cumsum(a, 0)", "flip": "ops.flip(a, (0,))",
 "gather": "ops.gather(a, Tensor([0, 1]), 0)", "one_hot": "ops.one_hot(Tensor([0, 1]), 3, Tensor(1.0), Tensor(0.0))",
 "softmax": "ops.softmax(a)", "exp_plus": "ops.exp(a) + a", "add_mul": "(a + b) * b", "neg_add": "-a + b",
 "abs_add": "ops.abs(a) + b", "sum_add": "a.sum() + b.sum()", "shape": "ops.shape(a)", "size": "a.size",
 "dtype": "a.dtype", "tensor_lit": "Tensor([1.0, 2.0])", "addn": "ops.addn((a, b))", "square_sum": "ops.square(a).sum()",
 "cast_add": "ops.cast(a, ms.float16) + ops.cast(b, ms.float16)", "norm": "ops.norm(a)", "erf": "ops.erf(a)",
 "P_Cast": "P.Cast()(a, ms.int32)", "P_Reshape": "P.Reshape()(a, (3,))", "P_ZerosLike": "P.ZerosLike()(a)",
 "P_OnesLike": "P.OnesLike()(a)", "P_Transpose": "P.Transpose()(m, (1, 0))", "P_ExpandDims": "P.ExpandDims()(a, 0)",
 "P_Concat": "P.Concat()((a, b))", "P_Tile": "P.Tile()(a, (2,))", "P_Fill": "P.Fill()(ms.float32, (2,), 1.0)",
 "P_Minimum": "P.Minimum()(a, b)", "P_Greater": "P.Greater()(a, b)", "P_Equal": "P.Equal()(a, b)", "P_Div": "P.Div()(a, b)",
 "P_Floor": "P.Floor()(a)", "P_Log": "P.Log()(a)", "P_Sin": "P.Sin()(a)", "P_MatMul": "P.MatMul()(m, m)",
 "P_Pow": "P.Pow()(a, b)", "P_Square_i": "P.Square()(c)", "P_AddN": "P.AddN()((a, b))", "P_Select": "P.Select()(a > 1, a, b)",
 "P_ReduceMax": "P.ReduceMax()(a)", "P_Argmax": "P.Argmax()(a)", "P_StridedSlice": "P.StridedSlice()(a, (1,), (3,), (1,))",
 "P_Gather": "P.Gather()(a, Tensor([0, 1]), 0)", "P_Shape": "P.Shape()(a)", "P_Rank": "P.Rank()(a)",
 "P_Size": "P.Size()(a)", "P_BroadcastTo": "P.BroadcastTo((2, 3))(a)", "P_Squeeze": "P.Squeeze()(m[0:1])",
 "P_Stack": "P.Stack()((a, b))", "P_Sigmoid": "P.Sigmoid()(a)", "P_ReLU": "P.ReLU()(a)", "P_Tanh": "P.Tanh()(a)",
 "P_Sign": "P.Sign()(a)", "P_Round": "P.Round()(a)", "P_Reciprocal": "P.Reciprocal()(a)", "P_Rsqrt": "P.Rsqrt()(a)",
 "P_FloorDiv": "P.FloorDiv()(a, b)", "P_FloorMod": "P.FloorMod()(a, b)", "P_Less": "P.Less()(a, b)",
 "P_LogicalNot": "P.LogicalNot()(a > 1)", "P_Cumsum": "P.CumSum()(a, 0)", "P_Muls_int": "P.Mul()(a, 2)",
 "P_Add_int": "P.Add()(a, 1)", "P_Sub_int": "P.Sub()(a, 1)", "P_RealDiv_int": "P.RealDiv()(a, 2)",
 "int_add": "c + d", "int_mul": "c * d", "int_neg": "-c", "int_abs": "ops.abs(c)", "int_add_i": "c + 1", "int_mul_i": "c * 2",
 "f64_add": "e + e", "f64_mul_f": "e * 2.0", "f64_add_f": "e + 1.0", "b_param": "self_w", "param_add": "a + self_w",
}
out = ['''import numpy as np
import mindspore as ms
from mindspore import ops, Tensor, nn, Parameter
import mindspore.ops.operations as P
from mindspore.ops import functional as F
ms.set_context(mode=ms.GRAPH_MODE)
A = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
B = Tensor(np.array([0.5, 1.5, 4.0], np.float32))
M = Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32))
CI = Tensor(np.array([1, 2, 3], np.int32))
DI = Tensor(np.array([4, 5, 6], np.int32))
E = Tensor(np.array([1.0, 2.0, 3.0], np.float64))
W = Parameter(Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name="w")
''']
for k, (n, e) in enumerate(EXPRS.items()):
    out.append(f'''
class N{k}(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = W
    def construct(self):
        a, b, m, c, d, e = A, B, M, CI, DI, E
        self_w = self.w
        return F.isconstant({e})
try:
    print({n!r}, N{k}()())
except Exception as ex:
    print({n!r}, "ERROR", type(ex).__name__)
''')
open("ic_probe.py", "w").write("".join(out))
print(len(EXPRS))
