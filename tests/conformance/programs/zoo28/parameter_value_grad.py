# EmbeddingLookup is adapted from mindspore-ai/models official/nlp/Transformer/src/transformer_model.py:
# Copyright 2020-2022 Huawei Technologies Co., Ltd
#
# Licensed under the Apache License, Version 2.0 (the "License");
# you may not use this file except in compliance with the License.
# You may obtain a copy of the License at
#
# http://www.apache.org/licenses/LICENSE-2.0
#
# Unless required by applicable law or agreed to in writing, software
# distributed under the License is distributed on an "AS IS" BASIS,
# WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
# See the License for the specific language governing permissions and
# limitations under the License.
"""``Parameter.value()`` is differentiable: the model zoo's Transformer returns its embedding table from
``EmbeddingLookup.construct`` as ``self.embedding_table.value()`` and projects the decoder output with it, so the
table's gradient has the Gather part and the projection part.  MindSpore 2.10 gives both in both modes; msgraph's
PyNative ``value()`` was a detached Tensor (only the Gather part: the zoo Transformer's PyNative training ended at
loss 2.92 where MindSpore's is 2.77).  ``value()`` stays a snapshot: later writes to the Parameter do not show."""
import numpy as np
import mindspore as ms
from mindspore import Parameter, Tensor, nn, ops
from _conf import emit


class EmbeddingLookup(nn.Cell):
    def __init__(self, vocab_size, embedding_size):
        super(EmbeddingLookup, self).__init__()
        self.embedding_size = embedding_size
        self.embedding_table = Parameter(Tensor(np.arange(vocab_size * embedding_size, dtype=np.float32).reshape(
            vocab_size, embedding_size) / 20 - 0.4), name="embedding_table")
        self.gather = ops.Gather()
        self.reshape = ops.Reshape()
        self.shape = ops.Shape()

    def construct(self, input_ids):
        input_shape = self.shape(input_ids)
        flat_ids = self.reshape(input_ids, (-1,))
        output_for_reshape = self.gather(self.embedding_table, flat_ids, 0)
        out_shape = input_shape + (self.embedding_size,)
        output = self.reshape(output_for_reshape, out_shape)
        return output, self.embedding_table.value()


class TiedLM(nn.Cell):
    """Embedding in, the same table (``value()``) out: PredLogProbs' ``MatMul(transpose_b=True)``."""

    def __init__(self):
        super().__init__()
        self.lookup = EmbeddingLookup(5, 3)
        self.dense = nn.Dense(3, 3, weight_init=Tensor(np.eye(3, dtype=np.float32) * 0.5 + 0.1), bias_init="zeros")
        self.matmul = ops.MatMul(transpose_b=True)
        self.log_softmax = nn.LogSoftmax(axis=-1)

    def construct(self, ids, labels):
        emb, table = self.lookup(ids)
        h = ops.tanh(self.dense(self.reshape_2d(emb)))
        logits = self.log_softmax(self.matmul(h, table))
        return -(logits * ops.one_hot(labels, 5, Tensor(1.0, ms.float32), Tensor(0.0, ms.float32))).sum()

    def reshape_2d(self, x):
        return ops.reshape(x, (-1, 3))


ids = Tensor(np.array([[1, 3, 0], [4, 4, 2]], np.int32))
labels = Tensor(np.array([3, 0, 2, 1, 1, 4], np.int32))
net = TiedLM()
grads = ops.GradOperation(get_by_list=True)(net, net.trainable_params())(ids, labels)
emit("tied table grads", [(p.name, g) for p, g in zip(net.trainable_params(), grads)], rtol=1e-5, atol=1e-6)

step = nn.TrainOneStepCell(net, nn.Adam(net.trainable_params(), 0.01))
step.set_train()
emit("losses", [step(ids, labels) for _ in range(3)], rtol=1e-5, atol=1e-6)
emit("table after", net.lookup.embedding_table, rtol=1e-5, atol=1e-6)


def scaled(p, x):
    return (p.value() * x).sum()


p = Parameter(Tensor(np.array([1.0, -2.0, 3.0], np.float32)), name="p")
emit("grad of value()", ms.grad(scaled, grad_position=None, weights=[p])(p, Tensor(np.array([2.0, 3.0, 4.0],
                                                                                          np.float32))))
v = p.value()
ops.assign(p, Tensor(np.array([9.0, 9.0, 9.0], np.float32)))
emit("value() is a snapshot", [v, p.value()])
