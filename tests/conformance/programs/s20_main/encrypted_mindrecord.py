"""Encrypted MindRecord files, adapted from MindSpore 2.10's tests/ut/python/mindrecord/test_mindrecord_base.py
(set_enc_key / set_enc_mode cases): FileWriter.commit encrypts the file and its index with the key set; FileReader,
MindDataset and MindPage read it back; a writer with shard_num > 1 under a key, a reader with no key, a wrong key,
and a key for a plain file are MindSpore's RuntimeErrors. msgraph raised NotImplementedError."""
import os
import tempfile

import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore.mindrecord import FileWriter, FileReader, MindPage, set_enc_key, set_enc_mode, set_dec_mode
from _conf import emit, emit_error

SCHEMA = {"label": {"type": "int32"}, "data": {"type": "float32", "shape": [-1]}, "name": {"type": "string"}}


def write(path):
    w = FileWriter(path, shard_num=1, overwrite=True)
    w.add_schema(SCHEMA, "enc")
    w.add_index(["label"])
    w.write_raw_data([{"label": i, "data": np.arange(i + 1, dtype=np.float32) / 2, "name": f"n{i}"}
                      for i in range(4)])
    w.commit()


def rows(path):
    r = FileReader(path)
    out = sorted((int(x["label"]), x["name"], np.asarray(x["data"]).tolist()) for x in r.get_next())
    r.close()
    return out


with tempfile.TemporaryDirectory() as d:
    set_enc_key("0123456789012345")
    set_enc_mode("AES-GCM")
    p = os.path.join(d, "enc.mindrecord")
    write(p)
    with open(p, "rb") as f:
        emit("trailer", f.read()[-11:].decode())
    with open(p + ".db", "rb") as f:
        emit("index_trailer", f.read()[-7:].decode())
    emit("rows", rows(p))
    data = ds.MindDataset(p, shuffle=False)
    emit("dataset", [(int(x["label"]), x["data"].tolist()) for x in data.create_dict_iterator(output_numpy=True)])
    page = MindPage(p)
    page.category_field = "label"
    emit("page", [(int(x["label"]), x["name"]) for x in page.read_at_page_by_id(2, 0, 1)])
    emit_error("two_shards", lambda: FileWriter(os.path.join(d, "two.mindrecord"), shard_num=2))
    set_enc_key("9999999999999999")
    emit_error("wrong_key", lambda: rows(p))
    set_enc_key(None)
    emit_error("no_key", lambda: rows(p))
    plain = os.path.join(d, "plain.mindrecord")
    write(plain)
    emit("plain_rows", rows(plain))
    set_enc_key("0123456789012345")
    emit_error("key_for_plain", lambda: rows(plain))
    # append to an encrypted file: decrypted, extended, encrypted again
    w = FileWriter.open_for_append(p)
    w.write_raw_data([{"label": 9, "data": np.array([9.0], np.float32), "name": "n9"}])
    w.commit()
    emit("appended", rows(p))
    set_dec_mode(None)
    set_enc_key(None)
