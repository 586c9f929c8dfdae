"""nn.layer.CosineSimilarity (MindSpore 2.10's docstring example, extended) is a Cell: sum(x1*x2, dim) /
sqrt(max(|x1|^2 |x2|^2, eps^2)), 0 for zero vectors; ``nn.CosineSimilarity`` stays the metric.  dim and eps;
a non-Tensor input is a TypeError."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error

X1 = ms.Tensor([[1.0, 3.0, 4.0, 7.0], [2.0, 4.0, 2.0, 5.0], [3.0, 1.0, 5.0, 8.0]])
X2 = ms.Tensor([[2.0, 4.0, 2.0, 5.0], [3.0, 1.0, 5.0, 8.0], [1.0, 3.0, 4.0, 7.0]])
emit_error("doc_example", lambda: ms.nn.layer.CosineSimilarity()(X1, X2))
emit_error("dim0", lambda: ms.nn.layer.CosineSimilarity(dim=0)(X1, X2))
emit_error("zero_rows", lambda: ms.nn.layer.CosineSimilarity()(
    Tensor(np.array([[0.0, 0.0], [1.0, 2.0]], np.float32)), Tensor(np.array([[0.0, 0.0], [0.0, 0.0]], np.float32))))
emit_error("big_eps", lambda: ms.nn.layer.CosineSimilarity(eps=10.0)(X1, X2))
emit_error("f16", lambda: ms.nn.layer.CosineSimilarity()(X1.astype(ms.float16), X2.astype(ms.float16)))
emit_error("not_tensor", lambda: ms.nn.layer.CosineSimilarity()([1.0, 2.0], X2))
emit("is_cell", (isinstance(ms.nn.layer.CosineSimilarity(), ms.nn.Cell), isinstance(ms.nn.CosineSimilarity(),
                                                                                      ms.nn.Cell)))
