"""Reductions and Softmax of constants in graph code: MindSpore 2.10's Graph mode evaluates ReduceSum / ReduceMean /
ReduceProd / Softmax of operands known while it compiles (Cell attribute Tensors, Tensors made from constants) with
numpy (``infer_value_for_ReduceSum``, ``_infer_value_for_Reduce``, ``infer_value_for_Softmax``) and keeps numpy's
dtype: the sum or product of a bool / int32 constant is Int64 (uint8: UInt64), the mean of an int32 one Float64
(``Tensor.mean``, ``ops.mean`` too), a float16 Softmax is computed in numpy's float16 as exp(x) / sum(exp(x)).
Graph arguments and PyNative keep the primitives' dtypes (Int32 sums, truncated Int32 means)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn, ops
from mindspore.ops import operations as P
from _conf import emit


class Consts(nn.Cell):
    def __init__(self):
        super().__init__()
        self.x = Tensor(np.array([[5, 6, 7], [1, 2, 4]]), ms.int32)
        self.b = Tensor(np.array([[True, False, True], [True, True, True]]))
        self.h = Tensor(np.array([[5.1, 6.3, 7.7], [1, 2, 4]]), ms.float16)
        self.f = Tensor(np.array([[0.5, -1.25, 3.0], [10.0, 10.5, -2.0]]), ms.float32)
        self.u = Tensor(np.array([[5, 6, 7], [1, 2, 4]]), ms.uint8)

    def construct(self):
        return {
            "ReduceSum_int32": P.ReduceSum()(self.x, 1), "ReduceSum_all": P.ReduceSum()(self.x),
            "ReduceSum_bool": P.ReduceSum()(self.b, 1), "ReduceSum_uint8": P.ReduceSum()(self.u, 1),
            "ReduceSum_keep": P.ReduceSum(True)(self.x, (0, 1)), "ReduceSum_neg_axis": P.ReduceSum()(self.x, -1),
            "ReduceMean_int32": P.ReduceMean()(self.x, 1), "ReduceProd_int32": P.ReduceProd()(self.x, 1),
            "ReduceMax_int32": P.ReduceMax()(self.x, 1), "ReduceAll": P.ReduceAll()(self.b, 1),
            "sum_method": self.x.sum(1), "mean_method": self.x.mean(1), "ops_sum": ops.sum(self.x, 1),
            "ops_mean": ops.mean(self.x, 1), "prod_method": self.x.prod(1), "mint_sum": mint.sum(self.x, 1),
            "mint_mean_float16": mint.mean(self.h, 1), "ReduceMean_float16": P.ReduceMean()(self.h, 1),
            "ReduceSum_float16": P.ReduceSum()(self.h, 1), "ReduceSum_float32": P.ReduceSum()(self.f, 0),
            "softmax_float16": ops.softmax(self.h, 1), "softmax_float32": ops.softmax(self.f, -1),
            "Softmax_prim_axis0": P.Softmax(0)(self.f), "nn_softmax_float16": nn.Softmax()(self.h),
            "sum_then_add": P.ReduceSum()(self.x, 1) + self.x[0, :2],
            "made_in_graph": P.ReduceSum()(Tensor(np.array([1, 2, 3]), ms.int32)),
        }


for k, v in Consts()().items():
    emit(k, v)


class Args(nn.Cell):
    def construct(self, x, h):
        return P.ReduceSum()(x, 1), P.ReduceMean()(x, 1), P.ReduceProd()(x, 1), x.mean(1), ops.softmax(h, 1)


emit("graph_arguments", Args()(Tensor(np.array([[5, 6, 7], [1, 2, 4]]), ms.int32),
                               Tensor(np.array([[5.1, 6.3, 7.7], [1, 2, 4]]), ms.float16)))
