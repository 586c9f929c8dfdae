"""The model zoo's sentiment network (official/nlp/LSTM/src/lstm.py SentimentNet) with its encoder as a
2-layer bidirectional nn.GRU (and an nn.LSTM twin): a frozen pretrained nn.Embedding table
(requires_grad False), Transpose to time-major, output[0:1:1]/output[T-1:T:1] Squeeze + Concat, Dense
decoder; forward, loss, gradients (none for the frozen table), Momentum train steps with the
nn.ExponentialDecayLR / nn.InverseDecayLR / CosineDecayLR schedules, and the dynamic_lr lists."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.ops import operations as P
from _conf import emit
from _zoo3 import head, set_weights


class SentimentNet(nn.Cell):
    def __init__(self, vocab_size, embed_size, num_hiddens, num_layers, bidirectional, num_classes, weight,
                 batch_size, seq_len, cell="gru"):
        super(SentimentNet, self).__init__()
        self.bidirectional = bidirectional
        self.seq_len = seq_len
        self.embedding = nn.Embedding(vocab_size, embed_size, embedding_table=weight)
        self.embedding.embedding_table.requires_grad = False
        self.trans = P.Transpose()
        self.perm = (1, 0, 2)
        rnn = nn.GRU if cell == "gru" else nn.LSTM
        self.encoder = rnn(input_size=embed_size, hidden_size=num_hiddens, num_layers=num_layers, has_bias=True,
                           bidirectional=bidirectional, dropout=0.0)
        self.concat = P.Concat(1)
        self.squeeze = P.Squeeze(axis=0)
        if self.bidirectional:
            self.decoder = nn.Dense(num_hiddens * 4, num_classes)
        else:
            self.decoder = nn.Dense(num_hiddens * 2, num_classes)

    def construct(self, inputs):
        embeddings = self.embedding(inputs)
        embeddings = self.trans(embeddings, self.perm)
        output, _ = self.encoder(embeddings)
        encoding = self.concat((self.squeeze(output[0:1:1]), self.squeeze(output[self.seq_len - 1:self.seq_len:1])))
        outputs = self.decoder(encoding)
        return outputs


weight = Tensor((np.cos(np.arange(12 * 5) * 0.3) * 0.5).reshape(12, 5).astype(np.float32))
ids = Tensor(np.array([[1, 4, 7, 2, 0, 0, 9], [3, 11, 5, 5, 8, 1, 2]], np.int32))
labels = Tensor(np.array([1, 0], np.int32))

for cell in ("gru", "lstm"):
    net = SentimentNet(vocab_size=12, embed_size=5, num_hiddens=4, num_layers=2, bidirectional=True, num_classes=2,
                       weight=weight, batch_size=2, seq_len=7, cell=cell)
    emit(cell + " params", [(p.name, p.shape, p.requires_grad) for p in net.get_parameters()])
    emit(cell + " trainable count", len(net.trainable_params()))
    names = sorted(p.name for p in net.get_parameters())
    for k, name in enumerate(names):  # deterministic weights; the pretrained table stays as given
        p = [q for q in net.get_parameters() if q.name == name][0]
        if "embedding" in name:
            continue
        n = int(np.prod(p.shape))
        u = ((np.arange(n) * 0.6180339887498949 + 0.1 * k + 0.05) % 1.0) * 2.0 - 1.0
        p.set_data(Tensor((u * 0.5).reshape(p.shape).astype(np.float32)))
    logits = net(ids)
    emit(cell + " logits", logits, rtol=1e-4, atol=1e-6)
    loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean')
    with_loss = nn.WithLossCell(net, loss_fn)
    params = net.get_parameters()
    params = list(params)
    grads = ms.grad(with_loss, None, params)(ids, labels)
    for p, g in zip(params, grads):
        emit(cell + " grad " + p.name, head(g, 24), rtol=1e-3, atol=1e-6)
    if cell == "gru":
        lr = nn.ExponentialDecayLR(0.1, 0.9, 2, is_stair=True)
    else:
        lr = nn.InverseDecayLR(0.1, 0.5, 1)
    opt = nn.Momentum(net.trainable_params(), lr, 0.9)
    train = nn.TrainOneStepCell(with_loss, opt)
    train.set_train()
    for step in range(3):
        emit(f"{cell} train step {step} loss", train(ids, labels), rtol=1e-4, atol=1e-6)
    emit(cell + " lr now", opt.get_lr(), rtol=1e-6)
    emit(cell + " embedding table unchanged", bool((net.embedding.embedding_table.asnumpy() == weight.asnumpy()).all()))
    emit(cell + " decoder weight after", head(net.decoder.weight, 16), rtol=1e-4, atol=1e-6)

step = Tensor(np.array(3, np.int32))
emit("CosineDecayLR(step 3)", nn.CosineDecayLR(0.01, 0.1, 10)(step), rtol=1e-6)
emit("PolynomialDecayLR(step 3)", nn.PolynomialDecayLR(0.1, 0.01, 5, 0.5, update_decay_steps=True)(step), rtol=1e-6)
emit("NaturalExpDecayLR(step 3)", nn.NaturalExpDecayLR(0.1, 0.9, 2, True)(step), rtol=1e-6)
emit("WarmUpLR(step 3)", nn.WarmUpLR(0.1, 5)(step), rtol=1e-6)
emit("exponential_decay_lr", nn.exponential_decay_lr(0.1, 0.9, 6, 2, 1, is_stair=True), rtol=1e-6)
emit("natural_exp_decay_lr", nn.natural_exp_decay_lr(0.1, 0.9, 6, 2, 2), rtol=1e-6)
emit("inverse_decay_lr", nn.inverse_decay_lr(0.1, 0.5, 6, 2, 1, is_stair=True), rtol=1e-6)
emit("polynomial_decay_lr", nn.polynomial_decay_lr(0.1, 0.01, 6, 2, 2, 0.5, update_decay_epoch=True), rtol=1e-6)
emit("warmup_lr", nn.warmup_lr(0.1, 6, 2, 2), rtol=1e-6)
