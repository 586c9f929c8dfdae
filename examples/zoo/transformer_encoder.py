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
# ============================================================================
"""A Transformer-encoder text classifier.

Source: built from MindSpore's own layers as MindSpore's documentation uses them
(``mindspore.nn.TransformerEncoderLayer`` / ``nn.TransformerEncoder``, https://github.com/mindspore-ai/mindspore,
mindspore/python/mindspore/nn/layer/transformer.py); the model zoo's official/nlp/Transformer
writes its own attention layers, this network is the compact equivalent over the built-in layers:
token embedding + learned positions -> N encoder layers -> mean over tokens -> Dense.
Needs ``nn.TransformerEncoderLayer`` (on msgraph's h-nn branch).
"""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter, Tensor


class TransformerClassifier(nn.Cell):
    """Transformer encoder over token ids (batch, seq) -> class logits (batch, num_classes)."""

    def __init__(self, vocab_size, d_model=32, nhead=4, num_layers=2, dim_feedforward=64,
                 max_len=64, num_classes=2, dropout=0.0):
        super(TransformerClassifier, self).__init__()
        self.embedding = nn.Embedding(vocab_size, d_model)
        self.pos = Parameter(Tensor(np.zeros((1, max_len, d_model), np.float32)), name="pos_embedding")
        layer = nn.TransformerEncoderLayer(d_model, nhead, dim_feedforward=dim_feedforward,
                                           dropout=dropout, batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, num_layers, norm=nn.LayerNorm((d_model,)))
        self.mean = ops.ReduceMean(keep_dims=False)
        self.classifier = nn.Dense(d_model, num_classes)
        self.scale = float(np.sqrt(d_model))

    def construct(self, ids):
        seq = ids.shape[1]
        x = self.embedding(ids) * self.scale + self.pos[:, :seq, :]
        x = self.encoder(x)
        x = self.mean(x, 1)
        return self.classifier(x)


def transformer_classifier(vocab_size=100, num_classes=2):
    return TransformerClassifier(vocab_size, num_classes=num_classes)


__all__ = ["TransformerClassifier", "transformer_classifier", "ms"]
