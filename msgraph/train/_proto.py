"""MindSpore's checkpoint protobuf schema (``checkpoint.proto``), built at first use.

The ``.ckpt`` file MindSpore writes is a sequence of serialized ``Checkpoint`` messages, one per
parameter (or per slice of a very large one), which protobuf reads back as one message whose
``value`` list is their concatenation::

    message Checkpoint {
      message Value {
        required string tag = 1;
        oneof value { TensorProto tensor = 2; MapTensorProto maptensor = 3; }
      }
      repeated Value value = 1;
    }
    message TensorProto {
      repeated int64 dims = 1;
      required string tensor_type = 2;   // "Float32", "Int64", "BFloat16", "str", ...
      required bytes tensor_content = 3; // C-order raw bytes
    }
    message MapTensorProto { repeated TensorProto tensor = 1; }

The schema is declared here field by field (the same names, numbers and labels as MindSpore
2.10's ``mindspore/train/checkpoint_pb2.py``) in a private descriptor pool, so a real MindSpore
imported in the same process never sees a duplicate ``checkpoint.proto``.  ``protobuf`` is an
optional dependency (``pip install msgraph[checkpoint]``), imported only here.
"""
from __future__ import annotations

import threading
from typing import Any, Optional

_LOCK = threading.Lock()
_CLASSES: Optional[Any] = None

INSTALL_HINT = "pip install 'msgraph[checkpoint]' (or: pip install protobuf)"


def _import_protobuf():
    try:
        from google.protobuf import descriptor_pb2, descriptor_pool, message_factory  # noqa: F401
        from google.protobuf.message import DecodeError  # noqa: F401
    except ImportError as exc:  # pragma: no cover - depends on the environment
        raise ImportError(f"Reading or writing MindSpore .ckpt files needs the 'protobuf' package: "
                          f"{INSTALL_HINT}.") from exc
    return descriptor_pb2, descriptor_pool, message_factory


def _field(msg, name: str, number: int, label: str, ftype: str, type_name: str = "", oneof: Optional[int] = None):
    from google.protobuf import descriptor_pb2

    f = msg.field.add()
    f.name = name
    f.number = number
    f.label = getattr(descriptor_pb2.FieldDescriptorProto, "LABEL_" + label)
    f.type = getattr(descriptor_pb2.FieldDescriptorProto, "TYPE_" + ftype)
    if type_name:
        f.type_name = type_name
    if oneof is not None:
        f.oneof_index = oneof
    return f


def _build():
    descriptor_pb2, descriptor_pool, message_factory = _import_protobuf()
    fdp = descriptor_pb2.FileDescriptorProto(name="checkpoint.proto", syntax="proto2")

    ckpt = fdp.message_type.add(name="Checkpoint")
    _field(ckpt, "value", 1, "REPEATED", "MESSAGE", ".Checkpoint.Value")
    value = ckpt.nested_type.add(name="Value")
    value.oneof_decl.add(name="value")
    _field(value, "tag", 1, "REQUIRED", "STRING")
    _field(value, "tensor", 2, "OPTIONAL", "MESSAGE", ".TensorProto", oneof=0)
    _field(value, "maptensor", 3, "OPTIONAL", "MESSAGE", ".MapTensorProto", oneof=0)

    tensor = fdp.message_type.add(name="TensorProto")
    _field(tensor, "dims", 1, "REPEATED", "INT64")
    _field(tensor, "tensor_type", 2, "REQUIRED", "STRING")
    _field(tensor, "tensor_content", 3, "REQUIRED", "BYTES")

    maptensor = fdp.message_type.add(name="MapTensorProto")
    _field(maptensor, "tensor", 1, "REPEATED", "MESSAGE", ".TensorProto")

    pool = descriptor_pool.DescriptorPool()
    pool.Add(fdp)
    desc = pool.FindMessageTypeByName("Checkpoint")
    if hasattr(message_factory, "GetMessageClass"):
        return message_factory.GetMessageClass(desc)
    return message_factory.MessageFactory(pool).GetPrototype(desc)  # protobuf < 4.22


def checkpoint_class():
    """The ``Checkpoint`` message class (protobuf imported and the schema built on first call)."""
    global _CLASSES
    if _CLASSES is None:
        with _LOCK:
            if _CLASSES is None:
                _CLASSES = _build()
    return _CLASSES


def decode_error_class():
    """protobuf's ``DecodeError`` (raised for a truncated or damaged file)."""
    _import_protobuf()
    from google.protobuf.message import DecodeError

    return DecodeError
